// A kept answer with a few top-level members made per request (a signed-in viewer's init: their
// authentication and preferences), without parsing and serialising the whole answer each time:
// the answer is cut once around those members, and each request puts its own values in the cuts.
import { randomUUID } from 'node:crypto';

export type Template = {
  /** The answer's JSON around the members: one more part than members. */
  parts: readonly Buffer[];
  members: readonly string[];
  /** The members' values in the kept answer (what the own values are made from). */
  values: Readonly<Record<string, unknown>>;
};

/** Cuts `body` (a JSON object) around `members`; a member it lacks is added at the end, as a spread would. */
export function templateOf(body: Buffer, members: readonly string[]): Template {
  const value = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
  // A string no answer holds: a control character and a fresh id.
  const mark = `\u0001own-${randomUUID()}-`;
  const marked: Record<string, unknown> = { ...value };
  members.forEach((member, i) => (marked[member] = `${mark}${i}`));
  let rest = JSON.stringify(marked);
  const parts: Buffer[] = [];
  members.forEach((_, i) => {
    const token = JSON.stringify(`${mark}${i}`);
    const at = rest.indexOf(token);
    parts.push(Buffer.from(rest.slice(0, at)));
    rest = rest.slice(at + token.length);
  });
  parts.push(Buffer.from(rest));
  return { parts, members, values: Object.fromEntries(members.map((m) => [m, value[m]])) };
}

/** The bytes of `own`'s members, in the template's order (a value JSON cannot hold becomes null). */
export function ownBytes(template: Template, own: Readonly<Record<string, unknown>>): Buffer[] {
  return template.members.map((member) => Buffer.from(JSON.stringify(own[member]) ?? 'null'));
}

/** The answer with `own` in place of the members. */
export const fill = (template: Template, own: Readonly<Record<string, unknown>>): Buffer => filled(template, ownBytes(template, own));

/** The answer with the members' bytes (ownBytes) in place. */
export function filled(template: Template, mine: readonly Buffer[]): Buffer {
  return Buffer.concat(template.parts.flatMap((part, i) => (i < mine.length ? [part, mine[i] ?? Buffer.alloc(0)] : [part])));
}
