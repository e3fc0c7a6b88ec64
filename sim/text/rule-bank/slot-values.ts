/**
 * Slot values shared by several families: languages with their everyday tooling, test
 * commands, directories and documents. Tuples keep related values together (a language and
 * its formatter) so a filled rule never pairs `gofmt` with Python.
 */
export const LANGS = [
  { text: 'Python', ext: '`.py`', fmt: '`ruff format`', lint: '`ruff check .`', test: '`pytest -q`', dir: '`src/`' },
  { text: 'TypeScript', ext: '`.ts`', fmt: '`prettier --write`', lint: '`npx eslint .`', test: '`npm test`', dir: '`src/`' },
  { text: 'Go', ext: '`.go`', fmt: '`gofmt -w`', lint: '`go vet ./...`', test: '`go test ./...`', dir: '`internal/`' },
  { text: 'Rust', ext: '`.rs`', fmt: '`cargo fmt`', lint: '`cargo clippy -- -D warnings`', test: '`cargo test`', dir: '`crates/`' },
  { text: 'Kotlin', ext: '`.kt`', fmt: '`ktlint -F`', lint: '`./gradlew detekt`', test: '`./gradlew test`', dir: '`app/src/main/`' },
  { text: 'Swift', ext: '`.swift`', fmt: '`swift-format -i`', lint: '`swiftlint`', test: '`swift test`', dir: '`Sources/`' },
  { text: 'C', ext: '`.c`', fmt: '`clang-format -i`', lint: '`clang-tidy`', test: '`ctest --output-on-failure`', dir: '`firmware/`' },
  { text: 'Java', ext: '`.java`', fmt: '`google-java-format -i`', lint: '`./mvnw checkstyle:check`', test: '`./mvnw test`', dir: '`src/main/java/`' },
] as const;

export const TEST_COMMANDS = ['`pytest -q`', '`npm test`', '`go test ./...`', '`cargo test`', '`make check`', '`./gradlew test`', '`pnpm vitest run`', '`tox -e py312`'] as const;
export const LINT_COMMANDS = ['`ruff check .`', '`npx eslint .`', '`golangci-lint run`', '`cargo clippy -- -D warnings`', '`make lint`', '`pre-commit run --all-files`'] as const;
/** Source folders as Python and TypeScript projects lay them out. */
export const PY_DIRS = ['`src/`', '`app/`', '`app/services/`', '`lib/`'] as const;
export const TS_DIRS = ['`src/`', '`src/lib/`', '`packages/core/src/`', '`app/`'] as const;
export const SOURCE_DIRS = ['`src/`', '`lib/`', '`pkg/`', '`app/services/`', '`internal/`', '`packages/core/`'] as const;
export const TEST_DIRS = ['`tests/`', '`test/`', '`spec/`', '`__tests__/`'] as const;
export const MAIN_BRANCHES = ['`main`', '`master`', '`develop`', '`release/*`'] as const;

/** Prose deliverables grouped by kind, so a rule only names documents it fits. */
export const LETTERS = ['client emails', 'cover letters'] as const;
export const INTERNAL_DOCS = ['internal memos', 'status reports', 'meeting minutes', 'board updates'] as const;
export const FORMAL_DOCS = ['reports', 'project proposals', 'policy briefs', 'grant applications', 'incident summaries'] as const;
export const ARGUED_DOCS = ['reports', 'policy briefs', 'project proposals', 'board updates', 'internal memos'] as const;

/** Prose deliverables of the professional-writing family (non-coding extension). */
export const DOCUMENTS = [
  'reports', 'client emails', 'internal memos', 'project proposals', 'meeting minutes', 'incident summaries',
  'grant applications', 'press releases', 'policy briefs', 'board updates', 'status reports', 'cover letters',
] as const;
