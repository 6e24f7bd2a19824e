import { describe, expect, it } from 'vitest';
import { cgroupCpuQuota, cpuLimit, type ReadText } from '#server/ops/cpu-quota.ts';

const files =
  (contents: Record<string, string>): ReadText =>
  (file) =>
    contents[file];

describe('the CPU quota of the cgroup', () => {
  it('reads cgroup v2 cpu.max inside a container (the namespace root)', () => {
    const read = files({
      '/proc/self/cgroup': '0::/\n',
      '/sys/fs/cgroup/cpu.max': '100000 100000\n',
    });
    expect(cgroupCpuQuota(read)).toBe(1);
    expect(cpuLimit(read, 8)).toBe(1);
  });

  it("reads the process's own v2 group first (a quota set on a systemd unit)", () => {
    const read = files({
      '/proc/self/cgroup': '0::/system.slice/site.service\n',
      '/sys/fs/cgroup/system.slice/site.service/cpu.max': '150000 100000',
      '/sys/fs/cgroup/cpu.max': 'max 100000',
    });
    expect(cgroupCpuQuota(read)).toBe(1.5);
    // 1.5 CPUs can run two renders at once.
    expect(cpuLimit(read, 8)).toBe(2);
  });

  it('reads cgroup v1 cfs quota and period', () => {
    const read = files({
      '/sys/fs/cgroup/cpu,cpuacct/cpu.cfs_quota_us': '50000\n',
      '/sys/fs/cgroup/cpu,cpuacct/cpu.cfs_period_us': '100000\n',
    });
    expect(cgroupCpuQuota(read)).toBe(0.5);
    expect(cpuLimit(read, 4)).toBe(1);
  });

  it('uses the cores when no quota is set (v2 "max", v1 -1, or no cgroup files)', () => {
    expect(cpuLimit(files({ '/sys/fs/cgroup/cpu.max': 'max 100000' }), 6)).toBe(6);
    const v1 = files({
      '/sys/fs/cgroup/cpu/cpu.cfs_quota_us': '-1',
      '/sys/fs/cgroup/cpu/cpu.cfs_period_us': '100000',
    });
    expect(cpuLimit(v1, 6)).toBe(6);
    expect(cpuLimit(files({}), 3)).toBe(3);
  });

  it('never plans for more CPUs than the cores, whatever the quota', () => {
    expect(cpuLimit(files({ '/sys/fs/cgroup/cpu.max': '800000 100000' }), 2)).toBe(2);
  });
});
