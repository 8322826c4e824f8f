// Runs a command with the project's Node first on PATH; resolves to its exit code.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';

const bin = join(process.cwd(), 'node_modules', '.bin');

export function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: 'inherit',
      env: { ...process.env, PATH: `${bin}:${dirname(process.execPath)}:${process.env.PATH ?? ''}`, ...env },
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}
