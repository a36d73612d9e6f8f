/**
 * Typed reads of parsed request params that fail the way Stripe does: a 400 naming the param in
 * bracket notation (`items[0][price]`), so a wrong call to the fake reads like a wrong call to Stripe.
 */
import { invalidRequest } from './errors';
import type { ParamValue, Params } from './form';
import type { Metadata } from './types';

export class ParamReader {
  constructor(
    private readonly params: Params,
    private readonly prefix = '',
  ) {}

  label(name: string): string {
    return this.prefix ? `${this.prefix}[${name}]` : name;
  }

  has(name: string): boolean {
    return this.params[name] !== undefined;
  }

  string(name: string): string | undefined {
    const value = this.params[name];
    if (value === undefined || typeof value === 'string') return value;
    throw invalidRequest(`Invalid string: ${this.label(name)} must be a string.`, this.label(name));
  }

  requiredString(name: string): string {
    const value = this.string(name);
    if (!value) throw invalidRequest(`Missing required param: ${this.label(name)}.`, this.label(name));
    return value;
  }

  integer(name: string): number | undefined {
    const value = this.string(name);
    if (value === undefined) return undefined;
    if (!/^-?\d+$/.test(value)) throw invalidRequest(`Invalid integer: ${value}`, this.label(name));
    return Number(value);
  }

  boolean(name: string): boolean | undefined {
    const value = this.string(name);
    if (value === undefined) return undefined;
    if (value !== 'true' && value !== 'false') throw invalidRequest(`Invalid boolean: ${value}`, this.label(name));
    return value === 'true';
  }

  /** A Unix timestamp or the word `now`, as `trial_end` takes. */
  timestampOrNow(name: string): number | 'now' | undefined {
    return this.string(name) === 'now' ? 'now' : this.integer(name);
  }

  object(name: string): ParamReader | undefined {
    const value = this.params[name];
    if (value === undefined) return undefined;
    if (typeof value === 'object' && !Array.isArray(value)) return new ParamReader(value, this.label(name));
    throw invalidRequest(`Invalid object: ${this.label(name)} must be a hash.`, this.label(name));
  }

  private list(name: string): ParamValue[] {
    const value = this.params[name];
    if (value === undefined) return [];
    if (Array.isArray(value)) return value;
    throw invalidRequest(`Invalid array: ${this.label(name)} must be an array.`, this.label(name));
  }

  strings(name: string): string[] {
    return this.list(name).map((item) => {
      if (typeof item === 'string') return item;
      throw invalidRequest(`Invalid array: ${this.label(name)} must hold strings.`, this.label(name));
    });
  }

  /** The hashes of an array param such as `items`, each reading with its own `items[i]` prefix. */
  objects(name: string): ParamReader[] {
    return this.list(name).map((item, index) => {
      if (typeof item === 'object' && !Array.isArray(item)) return new ParamReader(item, `${this.label(name)}[${index}]`);
      throw invalidRequest(`Invalid array: ${this.label(name)}[${index}] must be a hash.`, `${this.label(name)}[${index}]`);
    });
  }

  /**
   * Stripe's metadata update rules: keys are merged into `current`, a key set to '' is removed,
   * and `metadata=''` clears everything.
   */
  metadata(current: Metadata = {}): Metadata {
    if (this.params.metadata === '') return {};
    const update = this.object('metadata');
    if (!update) return current;
    const merged = { ...current };
    for (const key of Object.keys(update.params)) {
      const value = update.string(key) ?? '';
      if (value === '') delete merged[key];
      else merged[key] = value;
    }
    return merged;
  }
}
