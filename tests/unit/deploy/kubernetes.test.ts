import { readFileSync } from 'node:fs';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { cpuLimit } from '#server/ops/cpu-quota.ts';
import { parseEnv } from '#server/ops/env.ts';
import { SERVER_HEAP_FLAGS } from '#server/ops/heap-flags.ts';
import { healthRoutes } from '#server/routes/health.ts';

const dir = path.resolve(import.meta.dirname, '../../../deploy/kubernetes');

interface Probe {
  httpGet: { path: string; port: string };
  periodSeconds: number;
  timeoutSeconds: number;
  failureThreshold: number;
}
interface Container {
  ports: { name: string; containerPort: number }[];
  env: { name: string; value: string }[];
  lifecycle: { preStop: { exec: { command: string[] } } };
  readinessProbe: Probe;
  livenessProbe: Probe;
  resources: { limits: { cpu: string; memory: string } };
}
interface Manifest {
  kind: string;
  metadata: { name: string };
  spec: {
    replicas: number;
    selector: { matchLabels: Record<string, string> };
    template: {
      metadata: { labels: Record<string, string>; annotations: Record<string, string> };
      spec: { terminationGracePeriodSeconds: number; containers: Container[] };
    };
    scaleTargetRef: { kind: string; name: string };
    minReplicas: number;
    maxUnavailable: number;
    ports: { port: number; targetPort: string }[];
  };
}

const manifests = ['deployment.yaml', 'autoscaling.yaml'].flatMap((file) =>
  parseAllDocuments(readFileSync(path.join(dir, file), 'utf8')).map(
    (document) => document.toJS() as Manifest,
  ),
);
const byKind = (kind: string): Manifest => {
  const found = manifests.find((manifest) => manifest.kind === kind);
  if (!found) throw new Error(`no ${kind} in deploy/kubernetes`);
  return found;
};
const deployment = byKind('Deployment');
const pod = deployment.spec.template;
const container = pod.spec.containers[0]!;
/** The image's own environment (Dockerfile ENV), under the manifest's. */
const imageEnv = Object.fromEntries(
  [
    ...readFileSync(path.join(dir, '../../Dockerfile'), 'utf8').matchAll(
      /\b(NODE_ENV|PORT|HOST)=(\S+)/g,
    ),
  ].map(([, name, value]) => [name, value]),
);
const env = parseEnv({
  ...imageEnv,
  ...Object.fromEntries(container.env.map(({ name, value }) => [name, value])),
});
const port = (name: string) => container.ports.find((item) => item.name === name)?.containerPort;
const mebibytes = (quantity: string) => Number(quantity.replace(/Mi$/, ''));

describe('the Kubernetes manifests agree with the server configuration', () => {
  it('set a valid production configuration', () => {
    expect(env.NODE_ENV).toBe('production');
    expect(env.SITE_URL).toMatch(/^https:\/\//);
  });

  it('expose the ports the server listens on, the metrics port only to scrapers', () => {
    expect(port('http')).toBe(env.PORT);
    expect(port('metrics')).toBe(env.METRICS_PORT);
    expect(pod.metadata.annotations['prometheus.io/port']).toBe(String(env.METRICS_PORT));
    const service = byKind('Service');
    expect(service.spec.ports.map((item) => item.targetPort)).toEqual(['http']);
  });

  it('probe the paths the server answers: readiness /readyz, liveness /healthz', async () => {
    expect(container.readinessProbe.httpGet).toEqual({ path: '/readyz', port: 'http' });
    expect(container.livenessProbe.httpGet).toEqual({ path: '/healthz', port: 'http' });
    const app = express().use(healthRoutes('test', () => false));
    expect((await request(app).get(container.livenessProbe.httpGet.path)).status).toBe(200);
    // Not ready while the page cache warms: the probe keeps traffic away.
    expect((await request(app).get(container.readinessProbe.httpGet.path)).status).toBe(503);
  });

  it('give the drain its time: preStop, delay and grace fit in the termination grace period', () => {
    const [command, seconds] = container.lifecycle.preStop.exec.command;
    expect(command).toBe('sleep');
    const drainSeconds = Number(seconds) + (env.SHUTDOWN_DELAY_MS + env.SHUTDOWN_GRACE_MS) / 1000;
    expect(pod.spec.terminationGracePeriodSeconds).toBeGreaterThan(drainSeconds);
    // One slow readiness answer under CPU load does not take a pod out of the Service.
    expect(container.readinessProbe.failureThreshold).toBeGreaterThanOrEqual(3);
    // Liveness never kills a pod that is draining (its /healthz is 503 then).
    const { periodSeconds, failureThreshold } = container.livenessProbe;
    expect(periodSeconds * failureThreshold).toBeGreaterThan(env.SHUTDOWN_GRACE_MS / 1000);
  });

  it('size memory for the heap flags and renders for the CPU limit', () => {
    const oldSpace = Number(
      SERVER_HEAP_FLAGS.find((flag) => flag.startsWith('--max-old-space-size='))?.split('=')[1],
    );
    expect(mebibytes(container.resources.limits.memory)).toBeGreaterThanOrEqual(oldSpace * 2);
    const cpus = Number(container.resources.limits.cpu);
    const quota = `${cpus * 100_000} 100000`;
    expect(cpuLimit((file) => (file === '/sys/fs/cgroup/cpu.max' ? quota : undefined), 8)).toBe(
      Math.ceil(cpus),
    );
  });

  it('scale and protect the same pods', () => {
    const hpa = byKind('HorizontalPodAutoscaler');
    const pdb = byKind('PodDisruptionBudget');
    expect(hpa.spec.scaleTargetRef).toMatchObject({
      kind: 'Deployment',
      name: deployment.metadata.name,
    });
    expect(pdb.spec.selector.matchLabels).toEqual(deployment.spec.selector.matchLabels);
    expect(pod.metadata.labels).toMatchObject(deployment.spec.selector.matchLabels);
    // A node drain can always evict one pod, and never more than one at a time, however far
    // the autoscaler has scaled up (minAvailable: 1 would let 5 of 6 go at once).
    expect(pdb.spec.maxUnavailable).toBe(1);
    expect(hpa.spec.minReplicas).toBeGreaterThan(1);
  });
});
