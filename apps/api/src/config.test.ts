import { describe, expect, it } from 'vitest'
import { loadConfig } from './config'

describe('the lifecycle settings', () => {
  it('reads SOUK_LOG, and refuses a format it does not know', () => {
    expect(loadConfig({ SOUK_LOG: 'json' }).logFormat).toBe('json')
    expect(loadConfig({ SOUK_LOG: ' Text ' }).logFormat).toBe('text')
    expect(loadConfig({ SOUK_LOG: 'off', NODE_ENV: 'production' }).logFormat).toBe('off')
    expect(() => loadConfig({ SOUK_LOG: 'verbose' })).toThrow(/SOUK_LOG/)
  })

  it('logs nothing but errors by default outside production', () => {
    expect(loadConfig({}).logFormat).toBe('off')
  })

  it('keeps serving for no time by default on SIGTERM, and waits 10 s at most for requests in flight', () => {
    expect(loadConfig({})).toMatchObject({ drainDelayMs: 0, shutdownTimeoutMs: 10_000 })
    expect(loadConfig({ SOUK_DRAIN_DELAY_MS: '2000', SOUK_SHUTDOWN_TIMEOUT_MS: '15000' })).toMatchObject({
      drainDelayMs: 2_000,
      shutdownTimeoutMs: 15_000,
    })
    // Not a whole number of milliseconds: the default.
    expect(loadConfig({ SOUK_DRAIN_DELAY_MS: 'soon', SOUK_SHUTDOWN_TIMEOUT_MS: '-1' })).toMatchObject({
      drainDelayMs: 0,
      shutdownTimeoutMs: 10_000,
    })
  })

  it('holds a mail being sent for a minute by default, and never less than a second', () => {
    expect(loadConfig({}).mailLeaseMs).toBe(60_000)
    expect(loadConfig({ SOUK_MAIL_LEASE_MS: '4000' }).mailLeaseMs).toBe(4_000)
    expect(loadConfig({ SOUK_MAIL_LEASE_MS: '10' }).mailLeaseMs).toBe(1_000)
  })
})
