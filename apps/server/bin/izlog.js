#!/usr/bin/env node
// Runs the TypeScript entry point through tsx, so `npx izlog seed` works without a build step.
import { register } from 'tsx/esm/api';

register();
await import('../src/main.ts');
