import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/** Reads a file's text, or undefined when it is not there (no cgroup, another version). */
export type ReadText = (file: string) => string | undefined;

const readText: ReadText = (file) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
};

/** cgroup v2 `cpu.max`: "<quota> <period>" in microseconds, or "max <period>" for none. */
function quotaV2(text: string): number | undefined {
  const [quota, period] = text.trim().split(/\s+/);
  if (quota === undefined || quota === 'max' || period === undefined) return undefined;
  const cpus = Number(quota) / Number(period);
  return Number.isFinite(cpus) && cpus > 0 ? cpus : undefined;
}

/** cgroup v1: cpu.cfs_quota_us (-1 for none) over cpu.cfs_period_us. */
function quotaV1(quota: string, period: string): number | undefined {
  const cpus = Number(quota.trim()) / Number(period.trim());
  return Number.isFinite(cpus) && cpus > 0 ? cpus : undefined;
}

/**
 * The CPUs this process may use under its cgroup's quota (a container's `cpus:` or a pod's CPU
 * limit), or undefined when no quota is set. Node's own count is the host's cores, which would
 * let a 1-CPU container run two renders at once and slow both.
 */
export function cgroupCpuQuota(read: ReadText = readText): number | undefined {
  // v2: the process's own group (the root of the namespace inside a container), then the root.
  const ownGroup = read('/proc/self/cgroup')?.match(/^0::(\/\S*)$/m)?.[1];
  const v2Files = [
    ...(ownGroup && ownGroup !== '/' ? [`/sys/fs/cgroup${ownGroup}/cpu.max`] : []),
    '/sys/fs/cgroup/cpu.max',
  ];
  for (const file of v2Files) {
    const text = read(file);
    if (text !== undefined) return quotaV2(text);
  }
  for (const dir of ['/sys/fs/cgroup/cpu', '/sys/fs/cgroup/cpu,cpuacct']) {
    const quota = read(`${dir}/cpu.cfs_quota_us`);
    const period = read(`${dir}/cpu.cfs_period_us`);
    if (quota !== undefined && period !== undefined) return quotaV1(quota, period);
  }
  return undefined;
}

/** Whole CPUs to plan for: the quota rounded up (1.5 CPUs can run two renders), at most the cores. */
export function cpuLimit(
  read: ReadText = readText,
  cores: number = availableParallelism(),
): number {
  const quota = cgroupCpuQuota(read);
  return quota === undefined ? cores : Math.max(1, Math.min(cores, Math.ceil(quota)));
}
