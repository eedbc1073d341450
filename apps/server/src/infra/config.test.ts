import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('runs on the embedded defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      database: { dataDir: './data' },
    });
  });

  it('selects PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://app@db:5432/maple' });
    expect(config.database).toEqual({ url: 'postgres://app@db:5432/maple', poolSize: 10 });
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it('lists every problem at once, naming the variable and the value it got', () => {
    const attempt = () =>
      loadConfig({
        PORT: 'abc',
        NODE_ENV: 'staging',
        DATABASE_URL: 'mysql://x',
        LOG_LEVEL: 'loud',
      });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      expect(error.problems).toHaveLength(4);
      expect(error.message).toContain('PORT: must be a whole number (got "abc")');
      expect(error.message).toContain('NODE_ENV');
      expect(error.message).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
      expect(error.message).toContain('LOG_LEVEL');
    }
  });

  it('reads the job queue and mail delivery settings, with defaults', () => {
    expect(loadConfig({})).toMatchObject({
      jobs: { pollIntervalMs: 1000, maintenanceIntervalSeconds: 60 },
      mail: { timeoutSeconds: 20, retryDelaySeconds: 5 },
    });
    const tuned = loadConfig({
      JOBS_POLL_INTERVAL_MS: '250',
      JOBS_MAINTENANCE_INTERVAL_SECONDS: '5',
      SMTP_TIMEOUT_SECONDS: '10',
      MAIL_RETRY_DELAY_SECONDS: '30',
    });
    expect(tuned.jobs).toEqual({ pollIntervalMs: 250, maintenanceIntervalSeconds: 5 });
    expect(tuned.mail).toMatchObject({ timeoutSeconds: 10, retryDelaySeconds: 30 });
    expect(() => loadConfig({ JOBS_MAINTENANCE_INTERVAL_SECONDS: '0' })).toThrow(
      /JOBS_MAINTENANCE_INTERVAL_SECONDS/,
    );
  });

  it('rejects an out-of-range port', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT: must be between 0 and 65535/);
  });
});
