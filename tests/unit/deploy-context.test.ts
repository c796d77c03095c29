import { describe, expect, it } from 'vitest';
import { deployContext } from '@/lib/deploy-context';

describe('deployContext', () => {
  it('reads each host\'s own word for production and previews', () => {
    expect(deployContext({ NETLIFY: 'true', CONTEXT: 'production' })).toBe('production');
    expect(deployContext({ NETLIFY: 'true', CONTEXT: 'deploy-preview' })).toBe('preview');
    expect(deployContext({ NETLIFY: 'true', CONTEXT: 'branch-deploy' })).toBe('preview');
    expect(deployContext({ NETLIFY: 'true', CONTEXT: 'dev' })).toBe('local');
    expect(deployContext({ VERCEL_ENV: 'production' })).toBe('production');
    expect(deployContext({ VERCEL_ENV: 'preview' })).toBe('preview');
    expect(deployContext({ VERCEL_ENV: 'development' })).toBe('local');
    expect(deployContext({ CF_PAGES: '1', CF_PAGES_BRANCH: 'main' })).toBe('production');
    expect(deployContext({ CF_PAGES: '1', CF_PAGES_BRANCH: 'cms/news/abc' })).toBe('preview');
    expect(deployContext({ CF_PAGES: '1', CF_PAGES_BRANCH: 'site', PRODUCTION_BRANCH: 'site' })).toBe('production');
  });

  it('lets DEPLOY_CONTEXT say it outright, and refuses a word it does not know', () => {
    expect(deployContext({ DEPLOY_CONTEXT: 'production' })).toBe('production');
    expect(deployContext({ DEPLOY_CONTEXT: 'preview', CONTEXT: 'production' })).toBe('preview');
    expect(() => deployContext({ DEPLOY_CONTEXT: 'live' })).toThrow(/^DEPLOY_CONTEXT: "live"/);
  });

  it('is local on a developer\'s machine or in CI', () => {
    expect(deployContext({})).toBe('local');
    expect(deployContext({ CI: '1' })).toBe('local');
  });
});
