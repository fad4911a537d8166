#include "mutants/run.hpp"

#include <algorithm>
#include <chrono>
#include <cstring>
#include <fstream>
#include <functional>
#include <iostream>
#include <map>
#include <optional>
#include <regex>
#include <sstream>
#include <stdexcept>

#include <nlohmann/json.hpp>

#include "cli/cli.hpp"
#include "mutants/report.hpp"
#include "runner/command_pool.hpp"

namespace kda::mutants {

namespace {

namespace fs = std::filesystem;
using nlohmann::ordered_json;
using runner::Command;
using runner::CommandOutcome;
using runner::CommandPool;

// KDA_CASE_SCALE per budget profile: multiplies every property's CI budget (the battery's
// budgets sum to about 20,600 cases; mutation = about 1,000 cases per full run, the same
// factor as kda_suite's mutation profile).
double case_scale(const std::string& profile) {
  static const std::map<std::string, double> scales{{"quick", 0.02}, {"mutation", 0.05}, {"ci", 1.0}};
  const auto it = scales.find(profile);
  if (it == scales.end()) throw std::invalid_argument("unknown budget profile '" + profile + "'");
  return it->second;
}

// --- one battery run and what it said --------------------------------------------------------

struct Job {
  Command command;
  fs::path gtest_json;
};

struct Outcome {
  enum Kind { Passed, Failed, Crashed, TimedOut, Error } kind = Error;
  int exit_code = -1;
  double seconds = 0;
  std::string property;          // the failing (or running, for crash/timeout) property
  std::optional<int64_t> cases;  // "Falsifiable after N tests"
  std::string counterexample;    // the failure text, shrunk case and replay line included
  std::string detail;            // for Error: why
  bool all_skipped = false;      // every property skipped (no CUDA device, ...)
};

std::string read_text(const fs::path& p) {
  std::ifstream f(p, std::ios::binary);
  std::ostringstream s;
  s << f.rdbuf();
  return s.str();
}

// The property a crashed or timed-out run was in: the last "[ RUN      ] Battery.X" (a
// decode battery) or "[ RUN      ] Ops/VerifyBattery.X/kda" (the verify battery).
std::string last_started_property(const std::string& log) {
  static const std::regex run_line(R"(\[ RUN      \] (?:Ops/Verify)?Battery\.(\w+))");
  std::string last;
  for (std::sregex_iterator it(log.begin(), log.end(), run_line), end; it != end; ++it) last = (*it)[1];
  return last;
}

std::optional<int64_t> cases_to_failure(const std::string& text) {
  static const std::regex falsifiable(R"(Falsifiable after (\d+) tests?)");
  std::smatch m;
  if (std::regex_search(text, m, falsifiable)) return std::stoll(m[1]);
  return std::nullopt;
}

std::string clip(const std::string& s, size_t n) {
  return s.size() <= n ? s : s.substr(0, n) + "\n[... " + std::to_string(s.size() - n) + " more characters]";
}

// The failure text of one test of a gtest JSON report ("": it passed).
std::string failure_text(const nlohmann::json& test, const char* separator) {
  std::string text;
  for (const auto& f : test.value("failures", nlohmann::json::array())) text += f.value("failure", "") + separator;
  return text;
}

// The property a gtest test name runs: the verify battery's tests are named per op ("X/kda").
std::string property_of_test(const std::string& name) { return name.substr(0, name.find('/')); }

// Fills outcome from the gtest JSON of a run that exited normally.
void read_gtest_result(const Job& job, Outcome& o) {
  const std::string log = job.command.log.string();
  if (!fs::exists(job.gtest_json)) {
    o.kind = Outcome::Error;
    o.detail = "no gtest JSON written (exit " + std::to_string(o.exit_code) + "); log: " + log;
    return;
  }
  const auto j = nlohmann::json::parse(read_text(job.gtest_json), nullptr, false);
  if (j.is_discarded()) {
    o.kind = Outcome::Error;
    o.detail = "unreadable gtest JSON " + job.gtest_json.string();
    return;
  }
  int ran = 0, skipped = 0;
  for (const auto& suite : j.value("testsuites", nlohmann::json::array())) {
    for (const auto& t : suite.value("testsuite", nlohmann::json::array())) {
      if (t.value("result", "") == "SKIPPED" || t.value("status", "") == "NOTRUN") {
        ++skipped;
        continue;
      }
      ++ran;
      if (!t.contains("failures") || t["failures"].empty()) continue;
      if (o.kind == Outcome::Failed) continue;  // keep the first failure in battery order
      o.kind = Outcome::Failed;
      o.property = property_of_test(t.value("name", "?"));
      const std::string text = failure_text(t, "\n");
      o.cases = cases_to_failure(text);
      o.counterexample = clip(text, 4000);
    }
  }
  if (o.kind == Outcome::Failed) return;
  if (ran == 0) {
    o.all_skipped = skipped > 0;
    o.kind = Outcome::Error;
    o.detail = "no property ran (skipped, or the filter matched nothing); log: " + log;
    return;
  }
  if (o.exit_code == 0) {
    o.kind = Outcome::Passed;
  } else {
    // Failed exit without a failing test: plugin load error and the like.
    o.kind = Outcome::Error;
    o.detail = "exit " + std::to_string(o.exit_code) + " without a failing property; log: " + log;
  }
}

// What a battery run said: its gtest JSON when it exited, its log when it crashed or hung.
Outcome outcome_of(const Job& job, const CommandOutcome& ended) {
  Outcome o;
  o.seconds = ended.seconds;
  if (ended.timed_out) {
    const std::string log = read_text(job.command.log);
    o.kind = Outcome::TimedOut;
    o.property = last_started_property(log);
    o.counterexample = clip(log, 2000);
  } else if (ended.status.signaled) {
    const std::string log = read_text(job.command.log);
    o.kind = Outcome::Crashed;
    o.detail = "signal " + std::to_string(ended.status.signal) + " (" + strsignal(ended.status.signal) + ")";
    o.property = last_started_property(log);
    o.counterexample = clip(log.size() > 2000 ? log.substr(log.size() - 2000) : log, 2000);
  } else {
    o.exit_code = ended.status.code;
    read_gtest_result(job, o);
  }
  return o;
}

std::string status_of(const Outcome& o) {
  switch (o.kind) {
    case Outcome::Failed: return "killed";
    case Outcome::Crashed: return "crashed";
    case Outcome::TimedOut: return "timeout";
    case Outcome::Passed: return "survived";
    case Outcome::Error: return "error";
  }
  return "error";
}

// --- the plan ------------------------------------------------------------------------------

struct Mutant {
  ordered_json entry;  // the catalogue entry
  MutantRecord record;
};

// What a run does, before anything runs: the mutants selected and the correct plugins with
// the seeds each meets.
struct Plan {
  ordered_json catalogue;
  double scale = 0;  // KDA_CASE_SCALE of the budget profile
  fs::path work;     // logs and gtest JSON of every subprocess
  std::vector<Mutant> mutants;
  // The unmutated plugin and the conformant variants, same budget, ten seeds each: every
  // property must pass on each.
  std::vector<std::string> correct_plugins = {"baseline"};
  std::vector<BaselineRecord> baseline;
};

Plan plan_run(const Options& o) {
  Plan p;
  p.scale = case_scale(o.budget_profile);
  if (!fs::exists(o.battery)) throw std::runtime_error("battery executable not found: " + o.battery.string());
  p.catalogue = ordered_json::parse(read_text(o.catalogue));
  p.work = fs::path(o.out).replace_extension("") += ".runs";
  fs::create_directories(p.work);
  if (o.out.has_parent_path()) fs::create_directories(o.out.parent_path());

  const auto of_this_run = [&o](const ordered_json& e) {
    return e.at("target") == o.target && e.value("op", std::string("kda")) == contract_name(o.op, o.contract);
  };
  for (const auto& e : p.catalogue.at("mutants")) {
    if (!of_this_run(e)) continue;
    const std::string id = e.at("id");
    if (!o.only.empty() && std::find(o.only.begin(), o.only.end(), id) == o.only.end()) continue;
    Mutant m{e, {}};
    m.record.id = id;
    m.record.description = e.value("title", "");
    if (e.contains("porting_bug") && !e["porting_bug"].is_null())
      m.record.porting_bug = e["porting_bug"].get<int64_t>();
    m.record.expected_killer = e.value("expected_killer", "");
    if (o.full_matrix) m.record.matrix.emplace();
    p.mutants.push_back(std::move(m));
  }
  if (p.mutants.empty())
    throw std::runtime_error("no mutant of target '" + o.target + "' and op " + contract_name(o.op, o.contract) +
                             " selected");

  for (const auto& e : p.catalogue.value("conformant_variants", ordered_json::array()))
    if (of_this_run(e)) p.correct_plugins.push_back(e.at("id"));
  for (const std::string& plugin : p.correct_plugins)
    for (int s = 0; s < o.baseline_seeds; ++s)
      p.baseline.push_back({plugin, o.seed + static_cast<uint64_t>(s), "not run", "", "", 0});
  return p;
}

// The implementation under test of one mutant, as KDA_IUT takes it: a plugin library, or
// for the Python target the patched port file, <plugin-dir>/<id>/<file>.
std::string plugin_path(const Options& o, const std::string& id) {
  if (o.target == "python") return (o.plugin_dir / id / o.python_port).string();
  const std::string stem = o.target == "cuda" ? "libkda_cuda_mutant_" : "libkda_mutant_";
  return (o.plugin_dir / (stem + id + ".so")).string();
}

std::string iut_of(const Options& o, const std::string& id) {
  return o.target == "python" ? "python:" + plugin_path(o, id) + ":" + o.python_function : plugin_path(o, id);
}

// --- the jobs --------------------------------------------------------------------------------

// The battery's properties only: the executable also holds tests of the suite itself
// (generators, domain files), which say nothing about the implementation under test. The
// verify battery's tests are parameterized by op ("Ops/VerifyBattery.X/kda"): the run's op only.
std::string battery_filter(const Options& o, const std::string& property) {
  if (o.contract == Contract::decode) return "Battery." + property;
  return "Ops/VerifyBattery." + property + "/" + op_name(o.op);
}
std::string whole_battery(const Options& o) { return "--gtest_filter=" + battery_filter(o, "*"); }

// One battery run. A mutant whose killer builds serving-scale cases ("full_budget": true)
// runs at the ci budget at least: the battery runs those cases only at KDA_CASE_SCALE >= 1.
// Its expected killer alone may run at a larger scale ("killer_case_scale": a route that
// one serving case in ten or twenty takes needs more than the ci budget's six cases to be
// reached).
Job make_job(const Options& o, const Plan& p, const std::string& key, const std::string& plugin, uint64_t seed,
             const std::vector<std::string>& extra, double job_scale = 0) {
  Job j;
  std::string safe = key;
  std::replace(safe.begin(), safe.end(), '/', '_');
  j.command.log = p.work / (safe + ".log");
  j.gtest_json = p.work / (safe + ".json");
  std::error_code ignored;
  fs::remove(j.gtest_json, ignored);  // a previous run's must not pass for this one's
  j.command.argv = {fs::absolute(o.battery).string(), "--gtest_output=json:" + j.gtest_json.string()};
  j.command.argv.insert(j.command.argv.end(), extra.begin(), extra.end());
  std::ostringstream scale_text;
  scale_text << std::max(p.scale, job_scale);
  j.command.environment = {"KDA_IUT=" + plugin, std::string("KDA_OP=") + op_name(o.op),
                           "KDA_CASE_SCALE=" + scale_text.str(),
                           "RC_PARAMS=seed=" + std::to_string(seed) + " verbose_progress=0 verbose_shrinking=0"};
  return j;
}

void submit(CommandPool& pool, Job job, std::function<void(const Outcome&)> done) {
  Command command = job.command;
  pool.submit(std::move(command), [job = std::move(job), done = std::move(done)](const CommandOutcome& ended) {
    done(outcome_of(job, ended));
  });
}

// A mutant's verdict from the run that decided it.
void record_verdict(MutantRecord& r, const Outcome& out, const std::string& stage, double seconds,
                    const std::string& property) {
  r.seconds = seconds;
  r.stage = stage;
  r.status = status_of(out);
  r.killed_by = r.status == "crashed"   ? "crash during " + property
                : r.status == "timeout" ? "timeout during " + property
                                        : property;
  r.cases_to_kill = out.cases;
  r.counterexample = out.counterexample;
  r.detail = out.detail;
}

// Every correct plugin on every baseline seed; counts in `skipped` the runs where every
// property skipped itself.
void submit_baseline(CommandPool& pool, const Options& o, Plan& p, int& skipped) {
  for (BaselineRecord& run : p.baseline) {
    submit(pool,
           make_job(o, p, run.plugin + "/" + std::to_string(run.seed), iut_of(o, run.plugin), run.seed,
                    {whole_battery(o)}),
           [&skipped, &result = run](const Outcome& out) {
             skipped += out.all_skipped ? 1 : 0;
             result.status = out.kind == Outcome::Passed ? "passed" : status_of(out);
             if (result.status == "killed") result.status = "false alarm";
             result.property = out.property;
             result.detail = out.kind == Outcome::Error ? out.detail : clip(out.counterexample, 3000);
             result.seconds = out.seconds;
           });
  }
}

// Every property of the battery on one mutant, each failing property in the matrix.
void submit_full_matrix(CommandPool& pool, const Options& o, const Plan& p, Mutant& m) {
  const std::string& id = m.record.id;
  const fs::path gtest_json = p.work / (id + ".json");
  submit(pool, make_job(o, p, id, iut_of(o, id), o.seed, {whole_battery(o)}),
         [&r = m.record, gtest_json](const Outcome& out) {
           record_verdict(r, out, "full battery, every property", out.seconds, out.property);
           if (out.kind == Outcome::Error) r.counterexample = "";
           const auto j = nlohmann::json::parse(read_text(gtest_json), nullptr, false);
           if (!j.is_discarded())
             for (const auto& suite : j.value("testsuites", nlohmann::json::array()))
               for (const auto& t : suite.value("testsuite", nlohmann::json::array())) {
                 const bool failed = t.contains("failures") && !t["failures"].empty();
                 r.matrix->push_back({property_of_test(t.value("name", "?")), failed,
                                      failed ? cases_to_failure(failure_text(t, "")) : std::nullopt});
               }
         });
}

// The whole battery with fail-fast on one mutant, after `first_seconds` spent on its
// expected killer.
void submit_whole_battery(CommandPool& pool, const Options& o, const Plan& p, Mutant& m, double first_seconds) {
  const std::string& id = m.record.id;
  const double job_scale = m.entry.value("full_budget", false) ? 1.0 : 0.0;
  submit(pool, make_job(o, p, id + "/full", iut_of(o, id), o.seed, {whole_battery(o), "--gtest_fail_fast"}, job_scale),
         [&r = m.record, first_seconds](const Outcome& out) {
           record_verdict(r, out, "full battery", first_seconds + out.seconds, out.property);
         });
}

// A mutant first meets its expected killer alone; if it survives that, the whole battery.
void submit_staged(CommandPool& pool, const Options& o, const Plan& p, Mutant& m) {
  const std::string expected = m.record.expected_killer;
  if (expected.empty()) {
    submit_whole_battery(pool, o, p, m, 0);
    return;
  }
  const std::string& id = m.record.id;
  const double job_scale = m.entry.value("full_budget", false) ? 1.0 : 0.0;
  const double killer_scale = std::max(job_scale, m.entry.value("killer_case_scale", 0.0));
  submit(pool,
         make_job(o, p, id, iut_of(o, id), o.seed,
                  {"--gtest_filter=" + battery_filter(o, expected) + ":" + battery_filter(o, expected + "*")},
                  killer_scale),
         [&pool, &o, &p, &m, expected](const Outcome& out) {
           if (out.kind == Outcome::Passed || out.kind == Outcome::Error) {
             submit_whole_battery(pool, o, p, m, out.seconds);  // survived its expected killer
             return;
           }
           record_verdict(m.record, out, "expected killer", out.seconds,
                          out.property.empty() ? expected : out.property);
         });
}

void submit_mutants(CommandPool& pool, const Options& o, Plan& p) {
  for (Mutant& m : p.mutants) {
    if (!fs::exists(plugin_path(o, m.record.id))) {
      m.record.status = "error";
      m.record.detail = "plugin not built: " + plugin_path(o, m.record.id);
      continue;
    }
    if (o.full_matrix)
      submit_full_matrix(pool, o, p, m);
    else
      submit_staged(pool, o, p, m);
  }
}

// --- the report ------------------------------------------------------------------------------

MutationReport report_of(const Options& o, const Plan& p, double seconds, int interrupted_by) {
  MutationReport r;
  r.target = o.target;
  r.op = contract_name(o.op, o.contract);
  r.catalogue = o.catalogue.string();
  r.battery = o.battery.string();
  r.budget_profile = o.budget_profile;
  r.case_scale = p.scale;
  r.seed = o.seed;
  r.strategy =
      o.full_matrix ? "every property on every mutant" : "expected killer alone, then the whole battery with fail-fast";
  r.baseline = p.baseline;
  for (const Mutant& m : p.mutants) r.mutants.push_back(m.record);
  if (interrupted_by != 0) r.interrupted = runner::signal_text(interrupted_by);
  r.summary = tally(r, seconds, o.baseline_seeds, static_cast<int64_t>(p.correct_plugins.size()) - 1);
  return r;
}

void print_summary(const Options& o, const MutationReport& r) {
  const MutationSummary& t = r.summary;
  const bool interrupted = !r.interrupted.empty();
  std::cout << "kda_mutants: " << o.target << ": " << t.killed << "/" << t.mutants << " killed, " << t.survived
            << " survived, " << t.errors << " errors; baseline over " << o.baseline_seeds << " seeds: "
            << (interrupted     ? "incomplete"
                : t.baseline_ok ? "clean"
                                : "FALSE ALARM")
            << "; " << static_cast<int>(t.seconds) << " s; report " << o.out.string() << "\n";
  if (interrupted)
    std::cout << "  interrupted by " << r.interrupted << ": the runs in flight or queued count as not run (errors)\n";
  // What did not run is the interruption's, not the mutant's.
  for (const MutantRecord& m : r.mutants)
    if (!m.killed() && m.status != "not run")
      std::cout << "  NOT KILLED " << m.id << " (" << m.status << "): " << m.description
                << (m.detail.empty() ? "" : " -- " + m.detail) << "\n";
  for (const BaselineRecord& b : r.baseline)
    if (b.status != "passed" && b.status != "not run")
      std::cout << "  " << b.plugin << " seed " << b.seed << ": " << b.status << " in " << b.property << "\n";
}

}  // namespace

int run_mutation(const Options& o) {
  Plan p = plan_run(o);
  CommandPool pool(o.jobs, o.timeout_s);
  const auto t0 = std::chrono::steady_clock::now();
  int baseline_skipped = 0;  // runs where every property skipped itself
  submit_baseline(pool, o, p, baseline_skipped);
  submit_mutants(pool, o, p);
  const int interrupted_by = pool.run();
  const double total_s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  if (interrupted_by == 0 && !p.baseline.empty() && baseline_skipped == static_cast<int>(p.baseline.size())) {
    // The battery skipped everything on correct code (a CUDA plugin without a device):
    // nothing was measured, which ctest shows as Skipped (SKIP_RETURN_CODE 77).
    std::cout << "kda_mutants: every property skipped itself on the unmutated plugin (" << p.baseline.front().detail
              << "): nothing to measure here\n";
    return cli::kExitSkipped;
  }
  const MutationReport report = report_of(o, p, total_s, interrupted_by);
  write_mutation_report(report, o.out);
  if (o.update_catalogue && interrupted_by == 0) update_catalogue(o.catalogue, report);
  print_summary(o, report);
  if (interrupted_by != 0) return cli::kExitUsage;
  const MutationSummary& t = report.summary;
  return t.killed == t.mutants && t.baseline_ok ? cli::kExitPass : cli::kExitFail;
}

}  // namespace kda::mutants
