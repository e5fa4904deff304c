/**
 * English strings ship with the code that uses them. Every client module that names keys of en.json
 * in string literals ("jobs.title", `categories.${name}`) gets a side-effect import of a virtual
 * module of its own that adds just those strings to i18next (see localeUnitsIn). The strings module
 * is used by exactly the chunks that use its module, so it lands in the same chunk (no extra
 * requests), the shell carries only the shell's strings and each page the strings of its own code,
 * instead of every page paying for the whole (growing) locale file on its first load.
 * Nepali is loaded whole, on demand (client/src/lib/i18n.ts).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

const VIRTUAL = "virtual:locale/";
const RESOLVED = `\0${VIRTUAL}`;

type Strings = Record<string, unknown>;

/** The keys of a namespace that a key names: itself and its plural and context forms ("count_one"). */
function keyForms(strings: Strings, key: string): string[] {
  return Object.keys(strings).filter((name) => name === key || name.startsWith(`${key}_`));
}

/**
 * The parts of `english` that `code` names in string literals, sorted: "jobs.title" needs the unit
 * "jobs.title", `jobs.categoryNames.${name}` the unit "jobs.categoryNames", and a key whose second
 * part is dynamic or unknown (`validation.${field}`) its whole namespace, "validation".
 */
export function localeUnitsIn(code: string, english: Strings): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(/["'`]([A-Za-z][\w-]*)\.([A-Za-z0-9_]*)(\$\{)?/g)) {
    const [, namespace = "", key = "", dynamic] = match;
    const strings = english[namespace];
    if (!strings || typeof strings !== "object") continue;
    const known = key && !dynamic && keyForms(strings as Strings, key).length > 0;
    found.add(known ? `${namespace}.${key}` : namespace);
  }
  return [...found].sort();
}

/** Whether an English string need not ship, by its whole key ("errors.payment.not_found") and text. */
export type Needless = (key: string, text: string) => boolean;

/** A tree of strings less the needless ones, and less the branches that leaves empty. */
function without(strings: Strings, prefix: string, needless: Needless): Strings {
  const kept: Strings = {};
  for (const [name, value] of Object.entries(strings)) {
    const key = `${prefix}.${name}`;
    if (value && typeof value === "object") {
      const branch = without(value as Strings, key, needless);
      if (Object.keys(branch).length > 0) kept[name] = branch;
    } else if (typeof value !== "string" || !needless(key, value)) kept[name] = value;
  }
  return kept;
}

/** The strings of some units, by namespace: { jobs: { title: "Jobs" }, common: {...} }. */
export function stringsOf(
  units: readonly string[],
  english: Strings,
  needless: Needless = () => false,
): Record<string, Strings> {
  const byNamespace: Record<string, Strings> = {};
  for (const unit of units) {
    const [namespace = "", key] = unit.split(".");
    const all = (english[namespace] ?? {}) as Strings;
    const strings =
      key === undefined ? all : Object.fromEntries(keyForms(all, key).map((name) => [name, all[name]]));
    const kept = without(strings, namespace, needless);
    if (Object.keys(kept).length > 0) byNamespace[namespace] = { ...byNamespace[namespace], ...kept };
  }
  return byNamespace;
}

/** The source of a virtual module that adds these units of English strings. */
export function stringsModule(
  i18nModule: string,
  units: readonly string[],
  english: Strings,
  needless?: Needless,
): string {
  const calls = Object.entries(stringsOf(units, english, needless)).map(
    ([namespace, strings]) => `addEnglish(${JSON.stringify(namespace)}, ${JSON.stringify(strings)});`,
  );
  return `import { addEnglish } from ${JSON.stringify(i18nModule)};\n${calls.join("\n")}\n`;
}

type Options = {
  /** en.json, the source of the strings (and of the namespace names). */
  english: string;
  /** The client sources that get the imports (a folder). */
  sourceDir: string;
  /** The module exporting addEnglish(namespace, strings); it gets no imports itself. */
  i18nModule: string;
  /** English strings left out of the modules: the code shows the same words without them. */
  needless?: Needless;
};

export function localeNamespaces({ english, sourceDir, i18nModule, needless }: Options): Plugin {
  let strings: Strings = {};
  const read = () => {
    strings = JSON.parse(readFileSync(english, "utf8")) as Strings;
  };
  const i18nFile = path.resolve(i18nModule);
  const isSource = (id: string) =>
    id.startsWith(sourceDir + path.sep) &&
    /\.tsx?$/.test(id) &&
    !/\.(test|d)\.tsx?$/.test(id) &&
    path.resolve(id) !== i18nFile;
  // A virtual id per module, without dots or slashes (an id ending in ".tsx" or ".css" would be
  // picked up by those plugins): client/src/app/router.tsx → "app~router~tsx".
  const files = new Map<string, string>();
  const keyOf = (file: string) => {
    const key = path.relative(sourceDir, file).replace(/[/\\.]/g, "~");
    files.set(key, file);
    return key;
  };

  return {
    name: "sipalu:locale-namespaces",
    enforce: "pre",
    buildStart() {
      read();
      this.addWatchFile(english);
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      // Its module was transformed just before (that is where the import comes from).
      const file = files.get(id.slice(RESOLVED.length));
      if (!file) return "";
      this.addWatchFile(english);
      this.addWatchFile(file);
      read();
      return stringsModule(i18nFile, localeUnitsIn(readFileSync(file, "utf8"), strings), strings, needless);
    },
    transform(code, id) {
      const file = id.split("?")[0] ?? id;
      if (!isSource(file) || localeUnitsIn(code, strings).length === 0) return undefined;
      // Prepended on the first line so the other lines (and their source map) stay where they were.
      return { code: `import "${VIRTUAL}${keyOf(file)}";${code}`, map: null };
    },
  };
}
