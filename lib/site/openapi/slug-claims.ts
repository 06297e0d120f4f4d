import { apiSlug } from './slug';

/** A page that wants a route segment under /api/. */
export interface SlugClaim {
  slug: string;
  /** Chosen by the author (`x-page-slug`): never moved; two of them on one route stop the build. */
  explicit: boolean;
  method: string;
  path: string;
  /** How messages name it, e.g. `GET /items (operationId list_items)`. */
  described: string;
}

export interface SlugOutcome {
  /** The slug of each claim, in the claims' order. */
  slugs: string[];
  /** Collisions told apart, one sentence each, with the index of the claim that moved. */
  warnings: { index: number; message: string }[];
  /** Collisions that cannot be told apart (two explicit slugs, or one on the overview's). */
  errors: string[];
}

/**
 * Gives every page a distinct slug. A derived slug shared by several pages becomes method and path (`get-pets`, then
 * `-2`…) for each of them, with a warning, so no operation is dropped.
 */
export function claimSlugs(overview: { slug: string; described: string }, claims: readonly SlugClaim[]): SlugOutcome {
  const owner = new Map<string, string>([[overview.slug, overview.described]]);
  const errors: string[] = [];
  for (const c of claims.filter((c) => c.explicit)) {
    const other = owner.get(c.slug);
    if (other) errors.push(`/api/${c.slug}: ${other} and ${c.described}`);
    else owner.set(c.slug, c.described);
  }
  const derivedCount = new Map<string, number>();
  for (const c of claims) if (!c.explicit) derivedCount.set(c.slug, (derivedCount.get(c.slug) ?? 0) + 1);
  const shared = claims.map((c) => !c.explicit && (owner.has(c.slug) || derivedCount.get(c.slug)! > 1));
  // Unshared derived slugs are claimed first, so a moved page never takes the route of one that stays.
  claims.forEach((c, i) => !c.explicit && !shared[i] && owner.set(c.slug, c.described));
  const warnings: SlugOutcome['warnings'] = [];
  const slugs = claims.map((c, i) => {
    if (!shared[i]) return c.slug;
    const base = apiSlug(`${c.method} ${c.path}`) || 'operation';
    let slug = base;
    for (let n = 2; owner.has(slug); n++) slug = `${base}-${n}`;
    owner.set(slug, c.described);
    const message = `${c.described} would share /api/${c.slug} with another page; it is at /api/${slug} instead`;
    warnings.push({ index: i, message });
    return slug;
  });
  return { slugs, warnings, errors };
}
