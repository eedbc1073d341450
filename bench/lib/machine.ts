import os from 'node:os';
import type { ScratchDatabases } from './databases.js';

export interface MachineFacts {
  cores: number;
  cpuModel: string;
  memoryGiB: number;
  node: string;
  postgres: string;
  /** The settings that decide what a commit costs, read with SHOW. */
  postgresSettings: Record<string, string>;
  /** 1, 5 and 15-minute load averages when the bench started. */
  loadAverageAtStart: number[];
}

const settings = [
  'synchronous_commit',
  'fsync',
  'wal_sync_method',
  'commit_delay',
  'shared_buffers',
  'max_connections',
] as const;

/** The machine, and the PostgreSQL server when the run uses one (`databases` undefined: none). */
export async function machineFacts(databases: ScratchDatabases | undefined): Promise<MachineFacts> {
  const postgresSettings: Record<string, string> = {};
  const version = await databases?.admin(async (client) => {
    for (const name of settings) {
      const { rows } = await client.query<Record<string, string>>(`SHOW ${name}`);
      postgresSettings[name] = rows[0]?.[name] ?? '?';
    }
    const { rows } = await client.query<{ server_version: string }>('SHOW server_version');
    return rows[0]?.server_version ?? '?';
  });
  return {
    cores: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? '?',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    postgres: version ?? 'not used',
    postgresSettings,
    loadAverageAtStart: os.loadavg().map((load) => Math.round(load * 100) / 100),
  };
}
