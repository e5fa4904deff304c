import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { checkBoundaries, clientViolations, importsOf, serverCycles } from "./boundaries";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

describe("feature boundaries", () => {
  it("reads static, side-effect and dynamic imports", () => {
    const code = `import a from "./a";\nimport "./b";\nexport { c } from "../c";\nconst d = import("@/features/d/page");`;
    expect(importsOf(code)).toEqual(["./a", "./b", "../c", "@/features/d/page"]);
  });

  it("refuses a client feature importing another, by alias or by a relative path", () => {
    const found = clientViolations([
      { file: "client/src/features/bids/bid-card.tsx", code: `import { x } from "@/features/jobs/format";` },
      { file: "client/src/features/bids/bid-list.tsx", code: `import { y } from "../messages/api";` },
      {
        file: "client/src/features/bids/bid-form.tsx",
        code: `import { z } from "./api";\nimport { w } from "@/lib/api";`,
      },
      { file: "client/src/lib/live.ts", code: `import { k } from "@/features/jobs/api";` },
      { file: "client/src/app/routes.tsx", code: `import { p } from "@/features/jobs/jobs-page";` },
    ]);
    expect(found.map(({ file, imports }) => [file, imports])).toEqual([
      ["client/src/features/bids/bid-card.tsx", "@/features/jobs/format"],
      ["client/src/features/bids/bid-list.tsx", "../messages/api"],
      ["client/src/lib/live.ts", "@/features/jobs/api"],
    ]);
  });

  it("allows server features to call each other but finds a cycle between them", () => {
    const sources = [
      { file: "server/features/bids/service.ts", code: `import { hire } from "../hiring/hire";` },
      { file: "server/features/reviews/service.ts", code: `import { status } from "../hiring/status";` },
      { file: "server/features/hiring/hire.ts", code: `import { publish } from "../events/publish";` },
    ];
    expect(serverCycles(sources)).toEqual([]);
    const further = [
      ...sources,
      { file: "server/features/events/hub.ts", code: `import { x } from "../auth/queries";` },
    ];
    expect(serverCycles(further)).toEqual([]);
    const closed = [
      ...sources,
      { file: "server/features/events/hub.ts", code: `import { x } from "../hiring/queries";` },
    ];
    expect(serverCycles(closed)).toEqual([["events", "hiring", "events"]]);
  });

  describe("on a copy of this repository", () => {
    let copy = "";
    afterEach(() => rmSync(copy, { recursive: true, force: true }));

    const copyOf = () => {
      copy = mkdtempSync(path.join(tmpdir(), "sipalu-boundaries-"));
      for (const dir of ["client/src", "server/features"]) {
        cpSync(path.join(root, dir), path.join(copy, dir), { recursive: true });
      }
      return copy;
    };

    it("fails on a deliberately added cross-feature import and on a deliberately added cycle", () => {
      const repo = copyOf();
      const page = path.join(repo, "client/src/features/shop/deliberate.ts");
      writeFileSync(page, `export { api } from "@/features/training/api";\n`);
      mkdirSync(path.join(repo, "server/features/alpha"), { recursive: true });
      mkdirSync(path.join(repo, "server/features/beta"), { recursive: true });
      writeFileSync(path.join(repo, "server/features/alpha/a.ts"), `export { b } from "../beta/b";\n`);
      writeFileSync(path.join(repo, "server/features/beta/b.ts"), `export { a } from "../alpha/a";\n`);
      expect(checkBoundaries(repo)).toEqual([
        expect.stringContaining(`client/src/features/shop/deliberate.ts: imports "@/features/training/api"`),
        "server features import each other in a cycle: alpha → beta → alpha",
      ]);
    });
  });
});
