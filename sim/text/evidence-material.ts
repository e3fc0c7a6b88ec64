/**
 * The code an evaluator quotes in evidence: per language, a few real-looking lines, syntax-tree
 * node kinds and the usual test and lint commands; per task repository (keyed by scenario and
 * the repository name that opens the task title), its language and files. Built once at load.
 */
import type { Scenario } from '../../src/lib/release/vocab.ts';

export interface LanguageMaterial {
  lines: readonly string[];
  nodes: readonly string[];
  test: string;
  lint: string;
}

export const LANGUAGES = {
  py: {
    lines: ['def create_order(payload: OrderIn, db: Session) -> Order:', 'except Exception:', 'logger.info("retrying %s", job_id)', 'return {"items": rows, "next": cursor}', 'timeout = httpx.Timeout(10.0)', 'print(f"debug: {user}")'],
    nodes: ['function_definition', 'except_clause', 'call', 'assignment'], test: 'pytest -q', lint: 'ruff check .',
  },
  ts: {
    lines: ['export function useFilters(params: URLSearchParams) {', 'const [theme, setTheme] = useState<Theme>("system");', 'catch (err: any) {', 'console.log("resp", data);', 'await fetch(url, { signal: AbortSignal.timeout(10_000) });', 'export const MAX_ITEMS = 20;'],
    nodes: ['function_declaration', 'catch_clause', 'call_expression', 'lexical_declaration'], test: 'npm test', lint: 'npx eslint .',
  },
  go: {
    lines: ['func (s *Store) Get(ctx context.Context, key string) ([]byte, error) {', 'mu.Lock()', 'if err != nil { return nil, fmt.Errorf("open segment: %w", err) }', 'f, _ := os.Open(path)', 'fmt.Println("rebalance", n)', 'ctx, cancel := context.WithTimeout(ctx, 5*time.Second)'],
    nodes: ['function_declaration', 'short_var_declaration', 'call_expression', 'if_statement'], test: 'go test ./...', lint: 'go vet ./...',
  },
  rs: {
    lines: ['pub fn rotate(&mut self) -> io::Result<()> {', 'let seg = self.segments.last().unwrap();', 'file.sync_all()?;', 'println!("flushed {} bytes", n);', 'unsafe { ptr::copy_nonoverlapping(src, dst, len) }', '#[allow(clippy::too_many_arguments)]'],
    nodes: ['function_item', 'method_call_expression', 'unsafe_block', 'attribute_item'], test: 'cargo test', lint: 'cargo clippy -- -D warnings',
  },
  cpp: {
    lines: ['void Batcher::flush(std::span<const Event> events) {', 'std::lock_guard<std::mutex> lock(mu_);', 'auto* buf = new char[size];', 'queue_.push_back(std::move(ev));', 'if (queue_.size() > kMaxQueue) { dropped_.fetch_add(1); }', 'std::cerr << "flush failed: " << err << "\\n";'],
    nodes: ['function_definition', 'declaration', 'new_expression', 'if_statement'], test: 'ctest --output-on-failure', lint: 'clang-tidy src/*.cpp',
  },
  kt: {
    lines: ['fun restore(state: SavedStateHandle): BookingViewModel {', 'val booking = repository.cached(id)!!', 'Timber.d("resume %s", screen)', 'println("debug $state")', 'viewModelScope.launch(Dispatchers.IO) {', 'private const val MAX_RETRIES = 3'],
    nodes: ['function_declaration', 'postfix_expression', 'call_expression', 'property_declaration'], test: './gradlew test', lint: './gradlew detekt',
  },
  swift: {
    lines: ['func loadBookings() async throws -> [Booking] {', 'let pass = cache.boardingPass(for: id)!', 'Text(booking.title).font(.body)', 'print("offline: \\(error)")', 'try await store.save(bookings)', 'guard let url = URL(string: raw) else { return }'],
    nodes: ['function_declaration', 'force_unwrap_expression', 'call_expression', 'guard_statement'], test: 'swift test', lint: 'swiftlint',
  },
  c: {
    lines: ['static void can_rx_isr(void) {', 'HAL_IWDG_Refresh(&hiwdg);', 'uint8_t buf[512];', 'printf("state=%d\\n", state);', 'xQueueSendFromISR(q, &frame, &woken);', 'if (len > sizeof(buf)) { return -EINVAL; }'],
    nodes: ['function_definition', 'call_expression', 'declaration', 'if_statement'], test: 'ctest --output-on-failure', lint: 'clang-tidy Core/Src/*.c',
  },
  java: {
    lines: ['public StatementDto getStatement(@PathVariable long id, Principal user) {', 'catch (Exception e) { }', 'log.info("statement {} served", id);', 'return repo.findById(id).orElseThrow();', '@PreAuthorize("hasAuthority(\'SCOPE_support\')")', 'String sql = "SELECT * FROM t ORDER BY " + sort;'],
    nodes: ['method_declaration', 'catch_clause', 'method_invocation', 'annotation'], test: './mvnw test', lint: './mvnw checkstyle:check',
  },
  cs: {
    lines: ['public void ApplyMove(Unit unit, Vector2Int target) {', 'var cam = Camera.main;', 'Debug.Log("move " + target);', 'transform.position = Vector3.Lerp(a, b, t);', 'if (save.Version < CurrentVersion) Migrate(save);', 'catch (Exception) { }'],
    nodes: ['method_declaration', 'catch_clause', 'invocation_expression', 'local_declaration_statement'], test: 'dotnet test', lint: 'dotnet format --verify-no-changes',
  },
  gd: {
    lines: ['func _physics_process(delta: float) -> void:', 'position = position.lerp(target.position, 0.1)', 'var save := ConfigFile.new()', 'print("camera ", global_position)', 'if save_version < CURRENT_VERSION:', '@export var smoothing := 5.0'],
    nodes: ['function_definition', 'assignment', 'call', 'if_statement'], test: 'godot --headless -s addons/gut/gut_cmdln.gd', lint: 'gdlint .',
  },
  sql: {
    lines: ['ALTER TABLE payments ADD CONSTRAINT currency_not_null CHECK (currency IS NOT NULL) NOT VALID;', "UPDATE customers SET country = 'DE' WHERE country = 'Germany';", 'CREATE INDEX CONCURRENTLY idx_orders_created ON orders (created_at);', 'DROP TABLE legacy_addresses;', 'select * from {{ ref(\'stg_meters\') }}', 'ALTER TABLE customers RENAME TO accounts;'],
    nodes: ['alter_table', 'update_statement', 'create_index', 'drop_table'], test: 'dbt build --select state:modified+', lint: 'sqlfluff lint models/',
  },
  hcl: {
    lines: ['resource "aws_security_group_rule" "ingress_443" {', 'cidr_blocks = ["0.0.0.0/0"]', 'min_replicas = 2', 'password = var.db_password', 'max_replicas = 20', 'lifecycle { prevent_destroy = true }'],
    nodes: ['block', 'attribute', 'function_call', 'object'], test: 'terraform validate', lint: 'tflint',
  },
  yaml: {
    lines: ['runs-on: ubuntu-24.04', 'uses: actions/cache@v4', 'minReplicas: 2', 'concurrency: { group: cleanup, cancel-in-progress: false }', "cron: '30 1 * * *'", 'timeout-minutes: 30'],
    nodes: ['block_mapping_pair', 'block_sequence_item', 'flow_mapping', 'plain_scalar'], test: 'act -n', lint: 'actionlint',
  },
  sh: {
    lines: ['set -euo pipefail', 'tar -czf "$ARCHIVE" "$SRC_DIR"', 'rm -rf "$TMP_DIR"', 'echo "backup ok: $(du -h "$ARCHIVE")"', 'if ! sha256sum -c "$ARCHIVE.sha256"; then', 'curl -fsS -X POST "$OPS_WEBHOOK" -d "$msg"'],
    nodes: ['command', 'if_statement', 'variable_assignment', 'pipeline'], test: 'bats test/', lint: 'shellcheck scripts/*.sh',
  },
  md: {
    lines: ['## Getting started', 'Run `make dev` to start the stack.', '> **Note:** this step needs Docker.', '| option | default | description |', 'See [the API reference](./api.md).', 'TODO: document retries'],
    nodes: ['heading', 'fenced_code_block', 'link', 'table'], test: 'mkdocs build --strict', lint: 'markdownlint docs/',
  },
} as const satisfies Record<string, LanguageMaterial>;
export type LanguageKey = keyof typeof LANGUAGES;

export interface RepoMaterial {
  lang: LanguageKey;
  files: readonly string[];
}

/** Keyed by `${scenario}/${repository}`; the repository names are those of sim/text/task-bank/. */
export const REPO_MATERIAL: Readonly<Record<string, RepoMaterial>> = {
  'backend/tideway-orders': { lang: 'py', files: ['app/api/orders.py', 'app/services/webhooks.py', 'app/settings.py', 'tests/test_orders.py', 'app/db/models.py'] },
  'backend/parcelo-api': { lang: 'ts', files: ['src/routes/orders.ts', 'src/middleware/rateLimit.ts', 'src/config.ts', 'test/orders.test.ts', 'prisma/schema.prisma'] },
  'backend/ledgerline': { lang: 'go', files: ['internal/api/handlers.go', 'internal/ledger/post.go', 'internal/config/config.go', 'internal/api/handlers_test.go', 'cmd/ledgerline/main.go'] },
  'backend/roster-svc': { lang: 'py', files: ['roster/views.py', 'roster/serializers.py', 'roster/settings.py', 'roster/tests/test_shifts.py', 'roster/models.py'] },
  'frontend/parcelo-web': { lang: 'ts', files: ['src/components/CheckoutForm.tsx', 'src/hooks/useFilters.ts', 'src/theme/tokens.css', 'src/pages/Dashboard.tsx', 'src/i18n/de.json'] },
  'frontend/mosaic-classroom': { lang: 'ts', files: ['app/lessons/[id]/page.tsx', 'components/TaskList.tsx', 'lib/api.ts', 'components/TaskList.test.tsx', 'messages/de.json'] },
  'frontend/harbor-dash': { lang: 'ts', files: ['src/views/HomeView.vue', 'src/components/charts/LoadChart.vue', 'src/stores/filters.ts', 'tests/unit/filters.spec.ts', 'src/i18n/de.json'] },
  'frontend/juniper-booking': { lang: 'ts', files: ['src/routes/book/+page.svelte', 'src/lib/DatePicker.svelte', 'src/lib/api.ts', 'src/lib/DatePicker.test.ts', 'src/app.css'] },
  'systems/quarry-kv': { lang: 'rs', files: ['src/wal.rs', 'src/segment.rs', 'src/checksum.rs', 'benches/append.rs', 'tests/crash.rs'] },
  'systems/shardmap': { lang: 'go', files: ['shardmap.go', 'ring/ring.go', 'cmd/shardmapd/main.go', 'shardmap_test.go', 'bench_test.go'] },
  'systems/lumen-ingest': { lang: 'cpp', files: ['src/batcher.cpp', 'src/queue.hpp', 'src/shipper.cpp', 'tests/batcher_test.cpp', 'CMakeLists.txt'] },
  'systems/tinyq': { lang: 'rs', files: ['src/server/shutdown.rs', 'src/segment/store.rs', 'src/proto.rs', 'tests/drain.rs', 'src/main.rs'] },
  'data_ml/churn-lab': { lang: 'py', files: ['churn/features.py', 'churn/train.py', 'churn/evaluate.py', 'tests/test_features.py', 'configs/small.yaml'] },
  'data_ml/oakridge-forecast': { lang: 'py', files: ['forecast/data.py', 'forecast/model.py', 'forecast/train.py', 'tests/test_data.py', 'configs/base.yaml'] },
  'data_ml/harbor-etl': { lang: 'sql', files: ['models/marts/finance/fct_revenue.sql', 'models/staging/stg_meters.sql', 'models/schema.yml', 'tests/assert_meter_nulls.sql', 'macros/quality.sql'] },
  'data_ml/kestrel-claims-nlp': { lang: 'py', files: ['claims/train.py', 'claims/data.py', 'claims/eval.py', 'tests/test_data.py', 'configs/finetune.yaml'] },
  'automation/ops-scripts': { lang: 'sh', files: ['scripts/backup.sh', 'scripts/rotate_logs.sh', 'scripts/lib/common.sh', 'test/backup.bats', 'crontab.txt'] },
  'automation/release-bot': { lang: 'ts', files: ['src/release-notes.ts', 'src/github.ts', 'src/index.ts', 'test/release-notes.test.ts', 'test/fixtures/prs.json'] },
  'automation/ci-templates': { lang: 'yaml', files: ['.github/workflows/ci.yml', 'actions/setup-cache/action.yml', '.github/workflows/cleanup.yml', 'README.md', 'actions/setup-node/action.yml'] },
  'automation/invoice-sync': { lang: 'py', files: ['sync/sftp.py', 'sync/validate.py', 'sync/erp.py', 'tests/test_sftp.py', 'config/sync.yaml'] },
  'security_testing/brightline-portal': { lang: 'java', files: ['src/main/java/com/brightline/portal/StatementController.java', 'src/main/java/com/brightline/portal/SecurityConfig.java', 'src/main/java/com/brightline/portal/SearchRepository.java', 'src/test/java/com/brightline/portal/StatementIdorTest.java', 'src/main/resources/application.yml'] },
  'security_testing/lumen-patient-api': { lang: 'py', files: ['api/routes/appointments.py', 'api/auth.py', 'api/search.py', 'tests/security/test_idor.py', 'api/headers.py'] },
  'security_testing/parcelo-web': { lang: 'ts', files: ['server/routes/tracking.ts', 'server/middleware/csrf.ts', 'server/headers.ts', 'test/security/csrf.test.ts', 'src/pages/Settings.tsx'] },
  'security_testing/kestrel-uploads': { lang: 'go', files: ['internal/upload/keys.go', 'internal/upload/handler.go', 'internal/upload/contenttype.go', 'internal/upload/keys_test.go', 'internal/upload/fuzz_test.go'] },
  'tool_orchestration/support-agent': { lang: 'py', files: ['agent/tools/refund.py', 'agent/registry.py', 'agent/budget.py', 'tests/transcripts/test_refund.py', 'agent/prompts/tools.yaml'] },
  'tool_orchestration/mosaic-mcp': { lang: 'ts', files: ['src/tools/searchCourses.ts', 'src/server.ts', 'src/schemas.ts', 'test/searchCourses.test.ts', 'README.md'] },
  'tool_orchestration/triage-flow': { lang: 'py', files: ['triage/graph.py', 'triage/tools/log_search.py', 'triage/retry.py', 'tests/test_retry.py', 'triage/registry.py'] },
  'tool_orchestration/juniper-concierge': { lang: 'ts', files: ['src/orchestrator.ts', 'src/clients/flights.ts', 'src/clients/hotels.ts', 'test/orchestrator.test.ts', 'src/budget.ts'] },
  'technical_documentation/ledgerline': { lang: 'md', files: ['docs/getting-started.md', 'docs/architecture.md', 'docs/config.md', 'mkdocs.yml', 'README.md'] },
  'technical_documentation/quarry-kv': { lang: 'md', files: ['guide/src/durability.md', 'guide/src/SUMMARY.md', 'src/lib.rs', 'README.md', 'guide/src/migration-v3.md'] },
  'technical_documentation/parcelo-sdk': { lang: 'md', files: ['website/docs/getting-started.md', 'website/docs/migration-v3.md', 'src/client.ts', 'website/sidebars.js', 'README.md'] },
  'technical_documentation/cobalt-ros-stack': { lang: 'md', files: ['README.md', 'docs/architecture.md', 'docs/runbooks/estop.md', 'CONTRIBUTING.md', 'docs/config.md'] },
  'mobile/parcelo-android': { lang: 'kt', files: ['app/src/main/java/com/parcelo/booking/BookingViewModel.kt', 'app/src/main/java/com/parcelo/MainActivity.kt', 'app/src/test/java/com/parcelo/RestoreTest.kt', 'app/build.gradle.kts', 'app/src/main/res/values/strings.xml'] },
  'mobile/juniper-ios': { lang: 'swift', files: ['Juniper/Bookings/BookingStore.swift', 'Juniper/Bookings/BookingListView.swift', 'Juniper/App/JuniperApp.swift', 'JuniperTests/BookingStoreTests.swift', 'Juniper/Resources/Localizable.strings'] },
  'mobile/lumen-companion': { lang: 'ts', files: ['src/screens/Appointments.tsx', 'src/core/storage.ts', 'src/App.tsx', 'src/screens/__tests__/Appointments.test.tsx', 'app.json'] },
  'infrastructure/platform-terraform': { lang: 'hcl', files: ['modules/workers/main.tf', 'envs/staging/security_groups.tf', 'envs/prod/secrets.tf', 'modules/workers/variables.tf', 'envs/staging/main.tf'] },
  'infrastructure/k8s-manifests': { lang: 'yaml', files: ['charts/workers/templates/hpa.yaml', 'charts/workers/values.yaml', 'overlays/prod/kustomization.yaml', 'charts/workers/templates/pdb.yaml', 'charts/workers/Chart.yaml'] },
  'infrastructure/edge-config': { lang: 'yaml', files: ['envoy/edge.yaml', 'envoy/ratelimit.yaml', 'ansible/roles/edge/tasks/main.yml', 'nginx/tracking.conf', 'ansible/inventory/prod.ini'] },
  'database_migration/tideway-orders': { lang: 'py', files: ['migrations/versions/0042_split_address.py', 'app/db/models.py', 'tests/test_migrations.py', 'docs/schema.md', 'alembic.ini'] },
  'database_migration/ledgerline': { lang: 'sql', files: ['migrations/20260301_currency_not_null.sql', 'migrations/20260302_validate_currency.sql', 'internal/store/queries.sql', 'internal/store/migrate_test.go', 'docs/schema.md'] },
  'database_migration/mosaic-classroom': { lang: 'sql', files: ['prisma/migrations/20260301_rename_customers/migration.sql', 'prisma/schema.prisma', 'lib/db.ts', 'scripts/backfill.ts', 'docs/schema.md'] },
  'game_development/fennec-platformer': { lang: 'gd', files: ['scripts/camera_follow.gd', 'scripts/save_system.gd', 'scenes/player.tscn', 'test/test_save_system.gd', 'project.godot'] },
  'game_development/starlane-tactics': { lang: 'cs', files: ['Assets/Scripts/CameraFollow.cs', 'Assets/Scripts/SaveSystem.cs', 'Assets/Scripts/Units/MoveCommand.cs', 'Assets/Tests/SaveTests.cs', 'ProjectSettings/QualitySettings.asset'] },
  'game_development/pixel-arena': { lang: 'ts', files: ['server/src/movement.ts', 'client/src/prediction.ts', 'server/src/anticheat.ts', 'server/test/movement.test.ts', 'shared/protocol.ts'] },
  'embedded/cobalt-motor-fw': { lang: 'c', files: ['Core/Src/can.c', 'Core/Src/watchdog.c', 'Core/Src/log_uart.c', 'Core/Inc/config.h', 'tests/test_can.c'] },
  'embedded/oakridge-meter': { lang: 'c', files: ['src/ota.c', 'src/flash_layout.h', 'src/main.c', 'tests/ota/src/main.c', 'prj.conf'] },
  'embedded/sensor-hub': { lang: 'rs', files: ['src/main.rs', 'src/power.rs', 'src/radio.rs', 'tests/power.rs', 'memory.x'] },
};

/** Per scenario, the repository used when a task title does not name a known repository. */
export const SCENARIO_FALLBACK_REPO: Readonly<Record<Scenario, string>> = {
  backend: 'backend/tideway-orders', frontend: 'frontend/parcelo-web', systems: 'systems/quarry-kv', data_ml: 'data_ml/churn-lab',
  automation: 'automation/ops-scripts', security_testing: 'security_testing/lumen-patient-api', tool_orchestration: 'tool_orchestration/support-agent',
  technical_documentation: 'technical_documentation/ledgerline', mobile: 'mobile/parcelo-android', infrastructure: 'infrastructure/platform-terraform',
  database_migration: 'database_migration/tideway-orders', game_development: 'game_development/starlane-tactics', embedded: 'embedded/cobalt-motor-fw',
};

/**
 * Where code of a language lives in a repository written mostly in another one (build scripts,
 * tooling, a companion app): used when a rule names a language the task's repository is not
 * written in, so the quoted line and the path agree with the rule.
 */
export const SECONDARY_FILES: Readonly<Record<LanguageKey, readonly string[]>> = {
  py: ['scripts/backfill.py', 'tools/check_config.py'],
  ts: ['web/src/api.ts', 'scripts/build.ts'],
  go: ['tools/gen/main.go', 'cmd/migrate/main.go'],
  rs: ['tools/bench/src/main.rs', 'native/src/lib.rs'],
  cpp: ['native/src/codec.cpp'],
  kt: ['android/app/src/main/java/com/example/Main.kt'],
  swift: ['ios/App/AppDelegate.swift'],
  c: ['native/src/codec.c'],
  java: ['services/legacy/src/main/java/App.java'],
  cs: ['tools/Importer/Program.cs'],
  gd: ['game/scripts/main.gd'],
  sql: ['db/queries/report.sql', 'migrations/0001_init.sql'],
  hcl: ['deploy/main.tf'],
  yaml: ['.github/workflows/ci.yml', 'deploy/values.yaml'],
  sh: ['scripts/release.sh', 'scripts/setup.sh'],
  md: ['docs/index.md', 'README.md'],
};

/** Language names a rule may mention, each with the language whose code it quotes. */
export const LANGUAGE_MENTIONS: readonly (readonly [string, LanguageKey])[] = [
  ['Python', 'py'], ['`.py`', 'py'], ['TypeScript', 'ts'], ['JavaScript', 'ts'], ['React', 'ts'], ['`.ts`', 'ts'],
  [' Go ', 'go'], ['`.go`', 'go'], ['Rust', 'rs'], ['`.rs`', 'rs'], ['Kotlin', 'kt'], ['Swift', 'swift'],
  ['Java ', 'java'], [' C files', 'c'], [' C code', 'c'], ['SQL', 'sql'], ['Markdown', 'md'], ['`.md`', 'md'], ['YAML', 'yaml'], ['`.yaml`', 'yaml'],
];
