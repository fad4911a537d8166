#pragma once
// Campaign reports: the JSON file a campaign run writes, loaded and checked, rendered as a
// Markdown summary or one self-contained HTML page, and compared against a baseline.
//
// ## Schema, version "kda-conformance-report/1"
//
// A JSON object. Only "format" and "result" are required at the top level; every other
// section may be missing or null, and renderers then say "not run". Inside a section that
// is present, the keys marked (required) must be there with the stated type; unknown keys
// are ignored so that a newer runner can add fields without breaking older readers.
//
//   "format":         "kda-conformance-report/1" (required)
//   "result":         "pass" | "fail" | "incomplete" (required); incomplete: interrupted
//                     before every case ran, with no failure among those that did
//   "interrupted":    null | {"signal": string, "cases_planned": integer (both required)}
//                     the run was stopped (SIGINT, SIGTERM) and holds the jobs that finished
//   "shard":          {"index", "count", "plan", "campaign_jobs", "campaign_cases", "jobs":
//                     [[job number, property, cases], ...]}: a shard of a campaign
//                     (kda_suite campaign --shard I/N); its properties' failures also say
//                     which job found them ("shard_first_failure": {"job", "cases_before"})
//                     so that kda_report merge can pick the campaign's first failure
//   "merged_from":    [{"source", "index", "result", "duration_s", "machine"}]: the shards a
//                     merged report was joined from (its duration_s is the slowest shard's)
//   "created":        string, ISO 8601 UTC time of the run
//   "scale":          number, the campaign's --scale; "workers": integer, its worker processes
//   "suite":          {"version": string, "git": string}
//   "implementation": {"name": string, "version": string, "device": string}
//   "machine":        {"host": string, "gpu": string | null, "cpus": integer, "mps": string}
//                     mps, only where the workers ran under NVIDIA MPS: "the workers shared
//                     each GPU through MPS", or "MPS turned off after a device fault in
//                     <property> chunk <c> of seed <s>; N job(s) ran again without it" (a
//                     merged report joins the shards' that turned it off, "shard I: ...")
//   "op":             string ("kda", "gdn"; "kda-verify", "gdn-verify": the op's target verify, whose
//                     "rules" ids are V-numbers): the op of the family the run called; absent: "kda"
//   "profile":        string ("ci", "gpu", "soak", "mutation")
//   "seeds":          [integer, ...]
//   "duration_s":     number
//   "properties": [{
//       "name": string (required), "cases": integer (required), "failures": integer (required),
//       "discards": integer, "seconds": number,
//       "implementation_seconds": number   of "seconds", the time inside the implementation's
//                                          calls (buffers mirrored included); the rest is the
//                                          suite's: drawing, building and judging cases
//       "tags": {tag: integer cases},            e.g. "family:Ordinary", "padding", "gva"
//       "max_error_ratio": {"out:bfloat16": number, ...}   largest |got-z| / allowed bound,
//                                                          per output and storage dtype
//       "error_ratio_histogram": {"out:bfloat16": {"edges": [n+1 numbers ascending],
//                                                  "counts": [n integers]}}
//                                   judged runs per bin; JSON has no Inf, so a last edge
//                                   of 1e300 or more stands for infinity
//       "max_arithmetic_ratio": {"out:bfloat16": number, ...}   over the same elements, the
//                                   largest arithmetic ratio: max(0, |got-z| - h) / bound,
//                                   h the half ulp the tolerance allows for the final store
//                                   (tolerance::arithmetic_ratio), bound the arithmetic's own:
//                                   how far an error goes past the final rounding, 0 for a
//                                   correctly rounded store, past 1 only where error/allowed
//                                   is; defined alike for every storage (a float32 store's h
//                                   is small beside its bound). "rollout:..." keys: the drift
//                                   past the steps' rounding over the steps' arithmetic bounds
//       "arithmetic_ratio_histogram": {"out:bfloat16": {"edges": [...], "counts": [...]}}
//                                   judged runs per bin of their arithmetic ratio, as
//                                   error_ratio_histogram. Both arithmetic keys are absent
//                                   from the reports of older runners
//       "ulp_histogram": {"out:bfloat16": {"0": integer, "1": integer, ">2": integer}}
//                                   elements per ulp distance from the oracle
//       "failure": null | {
//           "description": string (required)  the runner's whole failure text; shown
//                                only when there is neither case_text nor worst
//           "what": string       the failing check's own message, without the case
//           "kind": "property" | "crash" | "timeout"   absent: "property"
//           "signal": string     how a crash or timeout ended: "SIGSEGV (signal 11)",
//                                "no progress for 120 s", "CUDA error cudaErrorIllegalAddress: ..."
//           "case_text": string  the shrunk case in a few lines
//           "worst": [{"where": string, "got": string, "expected": string (these three
//                      required), "allowed": string, "ulps": integer | null,
//                      "dtype": string, "rule": string}]
//                                the worst elements first; numbers are preformatted strings
//                                ("-0", "nan", "1.25e-07") since JSON has no NaN or Inf
//           "shrink": {"candidates": integer, "seconds": number, "from": string,
//                      "budget_exhausted": boolean, "skipped": string}
//                                crash shrinking: candidates tried, time, the case text
//                                before shrinking; or why the case was not shrunk
//           "difference": string   one line on what differed; shown when there is no worst
//           "replay": string       the shell command that replays the case
//           "case": any JSON}      the case itself
//       "cases_to_first_failure": integer   (optional) cases run, the failing one included,
//                                           before the first failure in (seed, chunk) order
//       "not_run": {reason: integer}   cases generated but not run ("memory": their buffers
//                                      did not fit in the host's or the device's memory)
//       "routes": {route: {"cases": integer, "failures": integer (both required),
//                  "B": [min, max], "BxHV": [min, max], "state_dtypes": [string, ...]}}
//                  cases per route of the implementation (kda_plugin.h's optional route
//                  export: "warp/serving-k128", "staged"), failures among them, and what they held
//       "shapes": {"B" | "B x HV" | "pool elements": {"k": integer}}   valid calls at
//                  K = V = 128 per power-of-two bin: k = floor(log2(size))
//   }]
//   "cases_total":    integer, the cases the run judged (absent: the sum of properties[].cases)
//   "closest_to_bound": null | [{"property": string, "key": string ("out:bfloat16"),
//       "ratio": number (these three required), "arithmetic_ratio": number,
//       "case_text": string, "replay": string}]
//                     the passing cases whose arithmetic came closest to its bound, largest
//                     arithmetic_ratio first (the case's largest, as max_arithmetic_ratio;
//                     "ratio" is its largest error/allowed); an entry without
//                     arithmetic_ratio (an older runner's) ranks by its ratio. A handful
//   "declared_domain": null | {"source": string, "restrictions": [string, ...] (required),
//                     "compile_cache": string, "specializations_per_seed": integer}
//                     the parts of the contract a port declares it does not implement
//                     ("K and V powers of two", "state dtype float32 only"); renderers put
//                     them first, as declared deviations from the contract. A port that
//                     compiles per layout also names its compile cache and layouts per seed
//   "upstream_calls": null | {"file": string, "calls": integer, "accepted": integer,
//       "verdict_matches": integer, "message_matches": integer (the four counts required,
//       none above calls), "outside_domain": integer, "mismatches": [{"line": integer, "expected": string, "got":
//       string} (all required)]}   calls recorded from the upstream code, replayed against the
//                          implementation: how many it accepted, and whether its verdict
//                          and message matched the recorded ones
//   "rules": [{"id": integer, "name": string, "cases": integer, "verdict_matches": integer,
//              "message_matches": integer}]                 (all required)
//   "edge_classes": {class name: integer cases}
//   "benchmark": null | {"device": string, "copy_TBps": number,
//       "rows": [{"B": integer, "HV": integer, "state": string, "us": number (all four
//                 required), "TBps": number, "fraction_of_copy": number, "anchor_us": number}]}
//   "mutants": null | [{"id": string (required), "killed": boolean (required),
//       "description": string, "killed_by": string, "cases_to_kill": integer,
//       "counterexample": string}]
//
// ## Regressions found by diff(baseline, current)
// Both reports must have the same "op" and "profile"; diff() refuses others
// (IncomparableReports).
// Different implementations are compared, with a note: a port is diffed against a
// baseline of the implementation it ports. Runs of one profile may still differ in size
// (--scale) and seeds, so diff() compares rates and worst values, never raw counts. A
// run's size is total_cases(): "cases_total", or else the sum of properties[].cases.
// * the overall result going from "pass" to "fail"; a property with failures now that had
//   none (or was absent) in the baseline;
// * a property's error ratios for one output:dtype growing: when both runs drew the same
//   inputs (same seeds, same size), its max error ratio growing by more than 10% AND by
//   more than 0.01 absolute (both, so that noise around tiny ratios is not a regression);
//   otherwise, a maximum being a property of the sample, the share of judged runs at or
//   above some edge of error_ratio_histogram growing by more than one percentage point AND
//   by more than five standard errors of a difference of two shares (counting cases, not
//   runs: a rollout's 512 judged steps are one case);
// * the same for a property's arithmetic ratios (max_arithmetic_ratio,
//   arithmetic_ratio_histogram), where both reports have them; a report of an older
//   runner has none, and then they are not compared (a note);
// * a rule whose verdict_matches/cases or message_matches/cases rate is lower than the
//   baseline's;
// * a rule the baseline exercised and the current run did not, or an edge class the
//   baseline hit and the current run did not, when the count expected at the current size
//   (baseline count * current total_cases / baseline total_cases) is at least 20; below
//   that the miss may be chance, so it is a note;
// * an upstream_calls verdict-match or message-match rate (matches / calls) lower than the
//   baseline's;
// * a benchmark row (matched on B, HV, state) whose time grew by more than 5%; rows are
//   compared only when both benchmarks name the same device, otherwise a note;
// * a mutant killed in the baseline that survives now;
// * an entry (property, rule, benchmark row, mutant) present in the baseline and missing
//   from the same section of the current report: it can no longer fail, so it counts.
// A whole section missing from either report is not compared and produces a note instead
// (a CI run has no benchmark and no mutants). Fixed failures are reported, not regressions.
#include <array>
#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

namespace kda::report {

inline constexpr const char* kReportFormat = "kda-conformance-report/1";
inline constexpr const char* kDiffFormat = "kda-conformance-diff/1";

// A report that cannot be read, or that breaks the schema. The message names the file and
// the JSON path of the offending key, e.g. `r.json: properties[1].cases: missing (integer)`.
class ReportError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct Histogram {
  std::vector<double> edges;    // bin i covers [edges[i], edges[i+1])
  std::vector<int64_t> counts;  // edges.size() - 1 entries
  bool operator==(const Histogram&) const = default;
};

// ulp distance buckets in display order ("0", "1", "2", ..., then others such as ">2").
using UlpHistogram = std::vector<std::pair<std::string, int64_t>>;

enum class FailureKind { property, crash, timeout };
// What a reader calls it: "property failure", "crash", "timeout".
const char* describe(FailureKind kind);
// As the report spells it: "property", "crash", "timeout".
const char* kind_name(FailureKind kind);

// One element of a failing output as the property judged it; the numbers are the
// runner's preformatted strings.
struct WorstElement {
  std::string where;  // "out[0, 0, 1, 2]"
  std::string got, expected, allowed;
  std::optional<int64_t> ulps;
  std::string dtype;
  std::string rule;  // the tolerance rule that set `allowed`
  bool operator==(const WorstElement&) const = default;
};

struct ShrinkStats {
  std::optional<int64_t> candidates;
  std::optional<double> seconds;
  std::string from;     // the case text before shrinking
  std::string skipped;  // why the case was not shrunk (then the case is as found)
  std::optional<bool> budget_exhausted;

  // "Shrinking tried 41 candidates in 12.5 s", from what the runner recorded; "Not shrunk:
  // <why>" when it was skipped.
  std::string summary() const;
  bool operator==(const ShrinkStats&) const = default;
};

struct Failure {
  FailureKind kind = FailureKind::property;
  std::string description;
  std::string signal;
  std::string case_text;
  std::vector<WorstElement> worst;
  std::optional<ShrinkStats> shrink;
  std::string difference;
  std::string replay;
  nlohmann::json case_json;  // null when the runner wrote none
  std::string what;
  // Keys of the current schema the file did not hold (a report of an older runner, or one
  // written by hand): to_json leaves them out too, so that it gives back the file it read.
  std::set<std::string> absent_keys;

  // What renderers show of the runner's own text, "" for nothing. The description (less
  // the failing check's source) only when there is neither case_text nor worst: it
  // repeats them. The difference only when it says something and there is no worst.
  std::string shown_description() const;
  std::string shown_difference() const;
  // False when the runner recorded why it did not shrink the case (an interrupted run).
  bool was_shrunk() const { return !shrink || shrink->skipped.empty(); }
  bool operator==(const Failure&) const = default;
};

// Cases per route of the implementation (its route export), and the sizes they held.
struct RouteCoverage {
  int64_t cases = 0, failures = 0;
  int64_t B_min = 0, B_max = 0, BxHV_min = 0, BxHV_max = 0;
  std::vector<std::string> state_dtypes;
  bool operator==(const RouteCoverage&) const = default;
};
// Cases per power-of-two bin (floor(log2(size))), per size: "B", "B x HV", "pool elements".
using ShapeBins = std::map<std::string, std::map<int, int64_t>>;

struct PropertyResult {
  std::string name;
  std::map<std::string, int64_t> not_run;
  std::map<std::string, RouteCoverage> routes;
  ShapeBins shapes;
  int64_t cases = 0;
  int64_t failures = 0;
  std::optional<int64_t> discards;
  std::optional<double> seconds;
  std::optional<double> implementation_seconds;
  std::map<std::string, int64_t> tags;
  std::map<std::string, double> max_error_ratio;
  std::map<std::string, Histogram> error_ratio_histogram;
  // The arithmetic apart from the final store's rounding (schema above); a report of an
  // older runner has neither (absent_keys names them).
  std::map<std::string, double> max_arithmetic_ratio;
  std::map<std::string, Histogram> arithmetic_ratio_histogram;
  std::map<std::string, UlpHistogram> ulp_histogram;
  std::optional<Failure> failure;
  std::optional<int64_t> cases_to_first_failure;
  // In a shard's report: the campaign job that found the failure, and the cases that job
  // ran before it (what kda_report merge needs to pick the campaign's first failure).
  struct ShardFirstFailure {
    int64_t job = 0, cases_before = 0;
    bool operator==(const ShardFirstFailure&) const = default;
  };
  std::optional<ShardFirstFailure> shard_first_failure;
  std::set<std::string> absent_keys;  // as Failure::absent_keys
  bool operator==(const PropertyResult&) const = default;
};
// False for a property entry of an older runner's report, which has no arithmetic ratios.
inline bool has_arithmetic_ratios(const PropertyResult& p) { return !p.absent_keys.count("max_arithmetic_ratio"); }

struct RuleCoverage {
  int64_t id = 0;
  std::string name;
  int64_t cases = 0;
  int64_t verdict_matches = 0;
  int64_t message_matches = 0;
  bool operator==(const RuleCoverage&) const = default;
};

struct BenchmarkRow {
  int64_t B = 0;
  int64_t HV = 0;
  std::string state;
  double us = 0;
  std::optional<double> TBps;
  std::optional<double> fraction_of_copy;
  std::optional<double> anchor_us;
  bool operator==(const BenchmarkRow&) const = default;
};

struct Benchmark {
  std::string device;
  std::optional<double> copy_TBps;
  std::vector<BenchmarkRow> rows;
  bool operator==(const Benchmark&) const = default;
};

struct Mutant {
  std::string id;
  bool killed = false;
  std::string description;
  std::string killed_by;
  std::optional<int64_t> cases_to_kill;
  std::string counterexample;
  bool operator==(const Mutant&) const = default;
};

// A case whose error came close to the allowed bound (closest_to_bound).
struct NearMiss {
  std::string property;
  std::string key;  // output:dtype, "out:bfloat16"
  double ratio = 0;
  std::optional<double> arithmetic_ratio;  // none in an older runner's report
  std::string case_text;
  std::string replay;
  bool operator==(const NearMiss&) const = default;
};
// What closest_to_bound ranks by: the arithmetic ratio, or the ratio where there is none.
inline double closeness(const NearMiss& n) { return n.arithmetic_ratio.value_or(n.ratio); }
// The closest first (stable: equals keep their order), at most `keep` of them.
inline constexpr size_t kClosestShown = 5;
void rank_closest(std::vector<NearMiss>& closest, size_t keep = kClosestShown);
// One line on what the arithmetic ratio means, for the renderers.
inline constexpr const char* kArithmeticRatioMeaning =
    "Arithmetic ratio: how far an error goes past the final rounding's half ulp, as a fraction of the "
    "arithmetic's own bound: 0 for a correctly rounded store, 1 at the bound. It is defined alike for "
    "every storage (a float32 store's half ulp is small beside its bound); error / bound counts the "
    "rounding too, and a 16-bit store's rounding alone takes it to about 1.";
// What renderers say in its place for a report of an older runner, which has none.
inline constexpr const char* kNoArithmeticRatios =
    "This report has no arithmetic ratios (an older runner's): ranked by error / bound.";

struct UpstreamMismatch {
  int64_t line = 0;
  std::string expected, got;
  bool operator==(const UpstreamMismatch&) const = default;
};

struct UpstreamCalls {
  std::string file;
  int64_t calls = 0;
  int64_t accepted = 0;
  int64_t verdict_matches = 0;
  int64_t message_matches = 0;
  std::optional<int64_t> outside_domain;
  std::vector<UpstreamMismatch> mismatches;
  bool operator==(const UpstreamCalls&) const = default;
};

struct DeclaredDomain {
  std::string source;
  std::vector<std::string> restrictions;
  std::string compile_cache;
  std::optional<int64_t> specializations_per_seed;
  bool operator==(const DeclaredDomain&) const = default;
};

struct Interruption {
  std::string signal;
  int64_t cases_planned = 0;
  bool operator==(const Interruption&) const = default;
};

// A shard of a campaign (kda_suite campaign --shard I/N): its place in the campaign, and
// the jobs it ran.
struct Shard {
  struct Job {
    int64_t number = 0;
    std::string property;
    int64_t cases = 0;
    bool operator==(const Job&) const = default;
  };
  int64_t index = 0, count = 0;
  std::string plan;  // a hash every shard of one campaign shares
  int64_t campaign_jobs = 0, campaign_cases = 0;
  std::vector<Job> jobs;
  bool operator==(const Shard&) const = default;
};

// One of the shards a merged report was joined from.
struct MergedShard {
  std::string source;
  int64_t index = 0;
  std::string result;
  double duration_s = 0;
  nlohmann::json machine;  // the shard's "machine" section as it was, null when none
  bool operator==(const MergedShard&) const = default;
};

struct Report {
  std::string format;
  std::string result;  // "pass", "fail" or "incomplete"
  std::optional<Interruption> interrupted;
  std::string created;
  std::string suite_version, suite_git;
  std::string implementation_name, implementation_version, implementation_device;
  std::string machine_host;
  std::optional<std::string> machine_gpu;
  std::optional<int64_t> machine_cpus;
  std::string machine_mps;  // "": the workers did not run under MPS
  std::string op = "kda";
  std::string profile;
  std::vector<int64_t> seeds;
  std::optional<double> duration_s;
  std::optional<int64_t> cases_total;
  std::optional<DeclaredDomain> declared_domain;
  // std::nullopt: the section was missing or null ("not run").
  std::optional<std::vector<PropertyResult>> properties;
  std::optional<std::vector<RuleCoverage>> rules;
  std::optional<std::map<std::string, int64_t>> edge_classes;
  std::optional<Benchmark> benchmark;
  std::optional<std::vector<Mutant>> mutants;
  std::optional<std::vector<NearMiss>> closest_to_bound;
  std::optional<UpstreamCalls> upstream_calls;
  std::optional<double> scale;
  std::optional<int64_t> workers;
  std::optional<Shard> shard;
  std::optional<std::vector<MergedShard>> merged_from;
  std::set<std::string> absent_keys;  // as Failure::absent_keys
  bool operator==(const Report&) const = default;
};

// The keys to_json writes even when they hold nothing (as null, "", [] or {}), as the
// campaign runner does, are those report_json.cpp's tables mark Need::always; every other
// optional key it writes only when it holds something. parse_report records which of them a
// file did not hold in absent_keys.
// The report as JSON, in the form kda_suite campaign writes: parse_report(to_json(r)) == r,
// and to_json(parse_report(j)) == j for every j that parse_report accepts and that holds no
// key outside the schema (numbers compare as numbers: 2 == 2.0).
nlohmann::json to_json(const Report& report);
// Its "machine" section (merged_from repeats each shard's).
nlohmann::json machine_json(const Report& report);

// Adds a property entry's (or a campaign job's) "not_run", "routes" and "shapes" to `into`'s.
void merge_case_tables(PropertyResult& into, const PropertyResult& from);
// Adds a property entry's counts to `into`'s: cases, failures, discards, seconds, tags,
// error and arithmetic ratios (the largest), histograms and case tables, never its failure.
// What both the campaign (over its jobs) and merge (over shards) do.
void add_property_counts(PropertyResult& into, const PropertyResult& from);
// Every property's routes and shapes, summed (the report's route table and histograms).
std::map<std::string, RouteCoverage> all_routes(const Report& report);
// The current name of a route a report may name: a report read from disk names its routes so,
// so that one written before a route was renamed diffs, merges and renders beside a new one.
// Read for one release (0.1; gone in 0.2): "warp/lean" and "warp/lean-held", the CUDA
// serving-k128 form's routes until 2026-12-07, are "warp/serving-k128" and
// "warp/serving-k128-held".
std::string current_route_name(const std::string& route);
ShapeBins all_shapes(const Report& report);
std::map<std::string, int64_t> all_not_run(const Report& report);

// Checks `j` against the schema above; `source` names the input in error messages.
Report parse_report(const nlohmann::json& j, const std::string& source = "report");
// A file's JSON, unchecked (merge reads shards whole); a missing file or malformed JSON is a
// ReportError.
nlohmann::json load_report_json(const std::filesystem::path& path);
// Reads and parses a file; a missing file or malformed JSON is a ReportError too.
Report load_report(const std::filesystem::path& path);

// The number of cases the run judged: cases_total, or else the sum of properties[].cases.
int64_t total_cases(const Report& report);
// A report with a property entry or a closest case that has arithmetic ratios.
bool has_arithmetic_ratios(const Report& report);

// JUnit XML of a report, one testcase per property.
std::string render_junit(const Report& report);

// "PASS", "FAIL" or "INCOMPLETE", for titles.
std::string result_title(const Report& report);
// "KDA", "GDN": the op a report ran, as titles name it.
// How the report's op names a rule in its tables: decode's by number ("7"), a target verify
// report's ("kda-verify") by V-number ("V7"); the JSON keeps the number.
std::string rule_label(const std::string& op, int64_t id);
std::string op_title(const std::string& op);
// "interrupted by SIGTERM (...) after 1200 of 11450 planned cases" ("" for a whole run).
std::string interruption_text(const Report& report);

// Both renderers list the first mismatches of upstream_calls, not all of them.
inline constexpr size_t kUpstreamMismatchesShown = 10;
// An error-ratio histogram edge this large stands for infinity (JSON has none).
inline constexpr double kInfiniteEdge = 1e300;

// Order: the run, declared deviations, failures, the cases closest to the bound, then the
// properties, rule coverage, upstream calls, edge classes, benchmark and mutants.
std::string render_markdown(const Report& report);
// One HTML document with inline CSS and SVG plots and no external references: a table of
// contents, then the sections in the Markdown's order. Ratios from 0.9 of the bound are
// highlighted (class "near"), from 1.0 marked bad. Each plot is an <svg class="plot"
// data-plot="KIND:..."> (KIND: arithmetic-ratio, error-ratio, ulp, tags, benchmark); a
// short inline script counts the plots that laid out with content, and the labels clipped
// or overlapping a neighbour, into #plot-check (data-plots-total, data-plots-rendered,
// data-label-problems) for the browser test.
std::string render_html(const Report& report);

enum class FindingKind {
  result_became_fail,
  new_failure,
  fixed_failure,
  error_ratio_grew,
  arithmetic_ratio_grew,
  rule_matches_dropped,
  rule_not_exercised,
  upstream_matches_dropped,
  benchmark_slower,
  mutant_survives,
  mutant_now_killed,
  edge_class_lost,
  entry_missing,
};
const char* to_string(FindingKind kind);

// What a finding's values measure, which decides how they print: counts as integers,
// rates (0 to 1) as percentages, anything else (error ratios, microseconds) as numbers.
enum class ValueUnit { number, count, rate };
const char* to_string(ValueUnit unit);

struct Finding {
  FindingKind kind;
  bool regression = true;
  std::string subject;  // "property outputAndNewStateWithinTolerance", "rule 3 (name)", ...
  std::string detail;   // one line a reader can act on
  std::optional<double> baseline_value;
  std::optional<double> current_value;
  ValueUnit unit = ValueUnit::number;
};

struct DiffResult {
  std::string op = "kda";      // the op both reports ran
  std::string baseline_label;  // created + git of each side, for the header
  std::string current_label;
  std::vector<Finding> findings;
  std::vector<std::string> notes;  // sections not compared and why
  bool has_regression() const;
};

// Thresholds of the regression rules above, named so the tests and the docs agree.
inline constexpr double kErrorRatioRelativeGrowth = 0.10;
inline constexpr double kErrorRatioAbsoluteGrowth = 0.01;
inline constexpr double kErrorRatioShareGrowth = 0.01;
inline constexpr double kErrorRatioShareSigmas = 5.0;
inline constexpr double kBenchmarkSlowdown = 0.05;
inline constexpr double kMinExpectedCasesForLoss = 20;

// diff() refuses reports of different ops or profiles: an op fixes the contract and a
// profile what a run exercises, so no finding between them would mean anything. The message says what to rerun or pick.
class IncomparableReports : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// The report of a sharded campaign (kda_suite campaign --shard I/N), joined from every shard's
// report: the report the unsharded campaign would have written, with "merged_from" listing
// the shards. Throws IncomparableReports for shards of different suites, profiles,
// implementations, seeds or plans, and for a missing or duplicated shard; ReportError for a
// shard that breaks the schema. sources name the shards in messages.
nlohmann::json merge_shard_reports(const std::vector<nlohmann::json>& shards, const std::vector<std::string>& sources);

// Throws IncomparableReports when the profiles differ.
DiffResult diff(const Report& baseline, const Report& current);
std::string render_diff_markdown(const DiffResult& d);

// The conformance matrix (findings.cpp reads its file, matrix.cpp builds it,
// render_matrix.cpp writes it): one column per kernel and release, one row per property,
// each cell one word. Its input is a findings file (evidence/upstream/findings.json,
// format "kda-findings-2"), which lists the kernels and what someone concluded about
// their failures, so that the page is regenerated from that one file.
//
// A kernel: a column, read from the kernel's whole-profile report (or, for a kernel that
// has none, its largest sample, which its name says).
struct MatrixKernel {
  std::string name;     // "SGLang Triton KDA"
  std::string release;  // "sglang 0.5.23": what a finding's "seen_in" names
  std::string report;   // tree-relative path of its campaign report
};
// A finding is bound to the report it was read from (the kernel's whole-profile report, or a
// sample run of that kernel at a smaller --scale): a new run shows its failures unclassified
// until someone looks again.
struct Classification {
  std::string report;                   // tree-relative path of a campaign report
  std::vector<std::string> properties;  // failing properties of it; "validation rules" for that row
  std::string verdict;                  // "deviation", "upstream bug" or "false alarm"
  std::string what;                     // the cause, in a sentence
  std::string see;                      // where the evidence is
  std::string seen_in;                  // the release it was seen in: a kernel's release
  std::string repro;                    // tree-relative path of a standalone script; "" for none
  // Tree-relative case file its repro starts from, "" for the report's own failure of its
  // first property that has one: a merged report keeps one failure a property, which may be
  // another finding's, and a shrunk invalid call may break the kernel's own domain besides
  // the finding's fault (a case written for the repro then says why in its "about").
  std::string case_file;
};
// A question two kernels answer differently, and which one the contract sides with.
struct Disagreement {
  std::string question;
  std::vector<std::pair<std::string, std::string>> answers;  // kernel (a column's name), what it does
  std::string contract_sides_with;                           // one of the answers' kernels
  std::string why;
};
struct MatrixFindings {
  std::string source;  // the file, as the page names it
  std::vector<MatrixKernel> kernels;
  std::vector<Classification> findings;
  std::vector<Disagreement> disagreements;
  // Folders the tree has moved since a run ("moved": {old prefix: new prefix}): a replay
  // line names a file where the tree keeps it now, so it runs as printed.
  std::vector<std::pair<std::string, std::string>> moved;
};
// Checks the file's schema; throws ReportError naming the file and the entry (a file of
// format "kda-findings-1" with how to migrate it).
MatrixFindings parse_findings(const nlohmann::json& j, const std::string& source);

// The matrix as the renderers show it.
struct MatrixRow {
  std::string short_name;  // "tolerance"
  std::string property;    // "outputAndNewStateWithinTolerance"; "validation rules" for the rules row
  std::string meaning;     // one line
};
struct MatrixCell {
  std::string word;              // pass, declared, bug, deviation, false-alarm, unclassified or n/a
  std::string counts;            // "8 of 96 cases fail"; "" for n/a
  std::vector<size_t> findings;  // indexes into Matrix::findings: the classifying one first
};
struct MatrixColumn {
  MatrixKernel kernel;
  std::string op;                         // "kda", "gdn"
  std::string domain_source;              // its domain file; "" for none
  bool domain_moved = false;              // domain_source is a tree path the tree no longer holds
  std::vector<std::string> restrictions;  // its declared domain's
  std::vector<MatrixCell> cells;          // one per row
};
struct MatrixFinding {
  Classification finding;
  std::string word;    // its verdict as a cell's word: bug, deviation or false-alarm
  std::string column;  // the kernel's name
  // Per property: the shrunk case's replay line, its case file tree-relative, or
  // "(case file not kept)" where the tree does not hold it; "" where the report has none.
  std::vector<std::pair<std::string, std::string>> replays;
};
struct Matrix {
  std::string source;  // the findings file
  std::vector<MatrixRow> rows;
  std::vector<MatrixColumn> columns;
  std::vector<MatrixFinding> findings;  // numbered from 1 on the page
  std::vector<Disagreement> disagreements;
};
// The words a cell may hold, in the order the legend explains them.
inline constexpr std::array<const char*, 7> kMatrixWords = {"pass",        "declared",     "bug", "deviation",
                                                            "false-alarm", "unclassified", "n/a"};

// Loads every report the findings name, paths relative to `root` (the source tree). Throws
// ReportError naming the file and the entry for: a report or repro file that does not
// exist; a finding whose properties do not fail in its report, that belongs to no column,
// or whose seen_in is not its column's release; a report whose implementation.version
// begins with another release than its kernel's (or its finding's seen_in); a
// disagreement naming a kernel that is no column.
Matrix build_matrix(const MatrixFindings& findings, const std::filesystem::path& root);

// `page` is where the page goes, tree-relative ("evidence/upstream/README.md"): its links to
// tree files are relative to its folder.
std::string render_matrix_markdown(const Matrix& matrix, const std::string& page);
// One self-contained page that checks itself: #matrix-check gets data-cells-total,
// data-cells-bad (a cell without exactly one of kMatrixWords), data-links-total and
// data-links-broken (an in-page link whose anchor is missing).
std::string render_matrix_html(const Matrix& matrix, const std::string& page);
nlohmann::json diff_to_json(const DiffResult& d);

}  // namespace kda::report
