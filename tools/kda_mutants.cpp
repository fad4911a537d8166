// kda_mutants: runs the property battery against every mutant of catalogue.json and writes
// the kill matrix (which property killed each mutant, after how many cases, with the
// shrunk counterexample), as JSON and as Markdown next to it. It also runs the unmutated
// plugin and every conformant variant of the catalogue (correct code written another way),
// with the same budget, over ten seeds: a property that fails on correct code would "kill"
// mutants for nothing, so one false alarm fails the whole run.
//
//   kda_mutants run --catalogue mutants/catalogue.json --target cpu
//       --budget-profile mutation --seeds 20261129 --report reports/mutation-cpu.json
//       [--battery build/properties/tests/cpu/properties_cpu_tests]
//       [--plugin-dir build/mutants/cpu] [--workers 2] [--case-timeout 120]
//       [--full-matrix] [--mutants M01,M07] [--update-catalogue]
//
// Each run is a subprocess (the battery executable with KDA_IUT=<mutant .so>) in its own
// process group with a wall-clock limit: a mutant that crashes or hangs is killed and
// recorded as such, and never takes the driver down. By default a mutant first meets its
// expected killer alone (fast), then, if it survived that, the whole battery with
// --gtest_fail_fast; --full-matrix runs every property on every mutant instead.
#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iostream>
#include <map>
#include <optional>
#include <regex>
#include <sstream>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "cli/cli.hpp"

namespace kda::mutants {
namespace {

const char* const kExitCodesHelp =
    "Exit status: 0 every mutant killed and no false alarm; 1 a mutant not killed, or a false alarm on the unmutated "
    "plugin or a conformant variant; 2 usage or infrastructure error; 77 every property skipped itself on the "
    "unmutated plugin (no device): nothing measured, which ctest shows as Skipped.";

namespace fs = std::filesystem;
using nlohmann::ordered_json;
using Clock = std::chrono::steady_clock;

struct Options {
  fs::path catalogue;
  std::string target = "cpu";
  // The op whose battery runs (KDA_OP): only the mutants whose "op" it is (absent: kda), and
  // the correct plugins judged by the same battery.
  kda::Op op = kda::Op::kda;
  std::string budget_profile = "mutation";
  uint64_t seed = 20261129;
  fs::path out;
  fs::path battery;
  fs::path plugin_dir;
  int jobs = 2;
  double timeout_s = 120;
  int baseline_seeds = 10;
  bool full_matrix = false;
  bool update_catalogue = false;
  std::vector<std::string> only;
  // Target python: the patched file's name in each mutant's folder and its function.
  std::string python_port = "numpy_port.py";
  std::string python_function = "packed_kda_decode";
};

// KDA_CASE_SCALE per budget profile: multiplies every property's CI budget (the battery's
// budgets sum to about 20,600 cases; mutation = about 1,000 cases per full run, the same
// factor as kda_suite's mutation profile).
double case_scale(const std::string& profile) {
  static const std::map<std::string, double> scales{{"quick", 0.02}, {"mutation", 0.05}, {"ci", 1.0}};
  const auto it = scales.find(profile);
  if (it == scales.end()) throw std::invalid_argument("unknown budget profile '" + profile + "'");
  return it->second;
}

// --- one subprocess ------------------------------------------------------------------------

struct Job {
  std::string key;                // mutant id, or "baseline/<seed>"
  std::vector<std::string> argv;  // battery executable and its arguments
  std::map<std::string, std::string> env;
  fs::path log, gtest_json;
};

struct Outcome {
  enum Kind { Passed, Failed, Crashed, TimedOut, Error } kind = Error;
  int exit_code = -1;
  int signal = 0;
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

// The property a crashed or timed-out run was in: the last "[ RUN      ] Battery.X".
std::string last_started_property(const std::string& log) {
  static const std::regex run_line(R"(\[ RUN      \] Battery\.(\w+))");
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

// Fills outcome from the gtest JSON of a run that exited normally.
void read_gtest_result(const Job& job, Outcome& o) {
  if (!fs::exists(job.gtest_json)) {
    o.kind = Outcome::Error;
    o.detail = "no gtest JSON written (exit " + std::to_string(o.exit_code) + "); log: " + job.log.string();
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
      o.property = t.value("name", "?");
      std::string text;
      for (const auto& f : t["failures"]) text += f.value("failure", "") + "\n";
      o.cases = cases_to_failure(text);
      o.counterexample = clip(text, 4000);
    }
  }
  if (o.kind == Outcome::Failed) return;
  if (ran == 0) {
    o.all_skipped = skipped > 0;
    o.kind = Outcome::Error;
    o.detail = "no property ran (skipped, or the filter matched nothing); log: " + job.log.string();
    return;
  }
  if (o.exit_code == 0) {
    o.kind = Outcome::Passed;
  } else {
    // Failed exit without a failing test: plugin load error and the like.
    o.kind = Outcome::Error;
    o.detail = "exit " + std::to_string(o.exit_code) + " without a failing property; log: " + job.log.string();
  }
}

struct Running {
  Job job;
  pid_t pid;
  Clock::time_point start;
  std::function<void(Outcome)> done;
};

pid_t spawn(const Job& job) {
  std::error_code ec;
  fs::remove(job.gtest_json, ec);
  const pid_t pid = fork();
  if (pid < 0) throw std::runtime_error("fork failed");
  if (pid == 0) {
    setpgid(0, 0);  // its own group: a timeout kills the battery and anything it started
    const int fd = open(job.log.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd >= 0) {
      dup2(fd, STDOUT_FILENO);
      dup2(fd, STDERR_FILENO);
      close(fd);
    }
    for (const auto& [k, v] : job.env) setenv(k.c_str(), v.c_str(), 1);
    std::vector<char*> argv;
    for (const std::string& a : job.argv) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    execv(argv[0], argv.data());
    std::perror("execv");
    _exit(127);
  }
  setpgid(pid, pid);
  return pid;
}

// Runs jobs, at most `jobs` at a time; each job's callback receives its outcome (and may
// queue a follow-up job through `queue`).
class Pool {
 public:
  Pool(int jobs, double timeout_s) : jobs_(std::max(1, jobs)), timeout_s_(timeout_s) {}
  void submit(Job job, std::function<void(Outcome)> done) { queue_.push_back({std::move(job), std::move(done)}); }
  void run() {
    while (!queue_.empty() || !running_.empty()) {
      while (static_cast<int>(running_.size()) < jobs_ && !queue_.empty()) {
        auto [job, done] = std::move(queue_.front());
        queue_.pop_front();
        const pid_t pid = spawn(job);
        running_.push_back({std::move(job), pid, Clock::now(), std::move(done)});
      }
      bool progressed = false;
      for (size_t r = 0; r < running_.size();) {
        Running& run = running_[r];
        int status = 0;
        const pid_t w = waitpid(run.pid, &status, WNOHANG);
        const double elapsed = std::chrono::duration<double>(Clock::now() - run.start).count();
        if (w == 0 && elapsed < timeout_s_) {
          ++r;
          continue;
        }
        Outcome o;
        o.seconds = elapsed;
        if (w == 0) {  // over the limit: the whole group goes
          kill(-run.pid, SIGKILL);
          waitpid(run.pid, &status, 0);
          o.kind = Outcome::TimedOut;
          o.property = last_started_property(read_text(run.job.log));
          o.counterexample = clip(read_text(run.job.log), 2000);
        } else if (WIFSIGNALED(status)) {
          kill(-run.pid, SIGKILL);  // anything it left behind
          o.kind = Outcome::Crashed;
          o.signal = WTERMSIG(status);
          o.detail = std::string("signal ") + std::to_string(o.signal) + " (" + strsignal(o.signal) + ")";
          const std::string log = read_text(run.job.log);
          o.property = last_started_property(log);
          o.counterexample = clip(log.size() > 2000 ? log.substr(log.size() - 2000) : log, 2000);
        } else {
          o.exit_code = WEXITSTATUS(status);
          read_gtest_result(run.job, o);
        }
        auto done = std::move(run.done);
        running_.erase(running_.begin() + static_cast<std::ptrdiff_t>(r));
        done(o);  // may submit
        progressed = true;
      }
      if (!progressed) std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
  }

 private:
  int jobs_;
  double timeout_s_;
  std::deque<std::pair<Job, std::function<void(Outcome)>>> queue_;
  std::vector<Running> running_;
};

// --- the plan ------------------------------------------------------------------------------

struct MutantResult {
  ordered_json entry;              // the catalogue entry
  std::string status = "not run";  // killed | survived | crashed | timeout | error
  std::string killed_by;
  std::optional<int64_t> cases;
  std::string counterexample;
  double seconds = 0;
  std::string stage;  // "expected killer" or "full battery"
  std::string detail;
  ordered_json matrix = ordered_json::object();  // --full-matrix: property -> cases or null
};

// One run of the unmutated plugin or of a conformant variant on one seed.
struct BaselineRun {
  std::string plugin;  // "baseline" or a conformant variant's id
  uint64_t seed;
  std::string status;
  std::string property, detail;
  double seconds = 0;
};

// What a run does, before anything runs: the mutants selected and the correct plugins with
// the seeds each meets.
struct Plan {
  ordered_json catalogue;
  double scale = 0;  // KDA_CASE_SCALE of the budget profile
  fs::path work;     // logs and gtest JSON of every subprocess
  std::vector<MutantResult> results;
  // The unmutated plugin and the conformant variants, same budget, ten seeds each: every
  // property must pass on each.
  std::vector<std::string> correct_plugins = {"baseline"};
  std::vector<BaselineRun> baseline;
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
    return e.at("target") == o.target && e.value("op", std::string("kda")) == kda::op_name(o.op);
  };
  for (const auto& e : p.catalogue.at("mutants")) {
    if (!of_this_run(e)) continue;
    const std::string id = e.at("id");
    if (!o.only.empty() && std::find(o.only.begin(), o.only.end(), id) == o.only.end()) continue;
    MutantResult r;
    r.entry = e;
    p.results.push_back(std::move(r));
  }
  if (p.results.empty())
    throw std::runtime_error("no mutant of target '" + o.target + "' and op " + kda::op_name(o.op) + " selected");

  for (const auto& e : p.catalogue.value("conformant_variants", ordered_json::array()))
    if (of_this_run(e)) p.correct_plugins.push_back(e.at("id"));
  for (const std::string& plugin : p.correct_plugins)
    for (int s = 0; s < o.baseline_seeds; ++s)
      p.baseline.push_back({plugin, o.seed + static_cast<uint64_t>(s), "", "", "", 0});
  return p;
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

bool is_killed(const std::string& status) { return status == "killed" || status == "crashed" || status == "timeout"; }

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
// (generators, domain files), which say nothing about the implementation under test.
constexpr const char* kWholeBattery = "--gtest_filter=Battery.*";

// One battery run. A mutant whose killer builds serving-scale cases ("full_budget": true)
// runs at the ci budget at least: the battery runs those cases only at KDA_CASE_SCALE >= 1.
// Its expected killer alone may run at a larger scale ("killer_case_scale": a route that
// one serving case in ten or twenty takes needs more than the ci budget's six cases to be
// reached).
Job make_job(const Options& o, const Plan& p, const std::string& key, const std::string& plugin, uint64_t seed,
             const std::vector<std::string>& extra, double job_scale = 0) {
  Job j;
  j.key = key;
  std::string safe = key;
  std::replace(safe.begin(), safe.end(), '/', '_');
  j.log = p.work / (safe + ".log");
  j.gtest_json = p.work / (safe + ".json");
  j.argv = {fs::absolute(o.battery).string(), "--gtest_output=json:" + j.gtest_json.string()};
  j.argv.insert(j.argv.end(), extra.begin(), extra.end());
  std::ostringstream scale_text;
  scale_text << std::max(p.scale, job_scale);
  j.env = {{"KDA_IUT", plugin},
           {"KDA_OP", kda::op_name(o.op)},
           {"KDA_CASE_SCALE", scale_text.str()},
           {"RC_PARAMS", "seed=" + std::to_string(seed) + " verbose_progress=0 verbose_shrinking=0"}};
  return j;
}

// Every correct plugin on every baseline seed; counts in `skipped` the runs where every
// property skipped itself.
void submit_baseline(Pool& pool, const Options& o, Plan& p, int& skipped) {
  for (size_t b = 0; b < p.baseline.size(); ++b) {
    const BaselineRun& run = p.baseline[b];
    pool.submit(
        make_job(o, p, run.plugin + "/" + std::to_string(run.seed), iut_of(o, run.plugin), run.seed, {kWholeBattery}),
        [&skipped, &result = p.baseline[b]](Outcome out) {
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
void submit_full_matrix(Pool& pool, const Options& o, const Plan& p, MutantResult& r) {
  const std::string id = r.entry.at("id");
  const fs::path gtest_json = p.work / (id + ".json");
  pool.submit(make_job(o, p, id, iut_of(o, id), o.seed, {kWholeBattery}), [&r, gtest_json](Outcome out) {
    r.seconds = out.seconds;
    r.stage = "full battery, every property";
    r.status = status_of(out);
    r.killed_by = out.property;
    r.cases = out.cases;
    r.counterexample = out.kind == Outcome::Error ? "" : out.counterexample;
    r.detail = out.detail;
    const auto j = nlohmann::json::parse(read_text(gtest_json), nullptr, false);
    if (!j.is_discarded())
      for (const auto& suite : j.value("testsuites", nlohmann::json::array()))
        for (const auto& t : suite.value("testsuite", nlohmann::json::array())) {
          const bool failed = t.contains("failures") && !t["failures"].empty();
          std::string text;
          if (failed)
            for (const auto& f : t["failures"]) text += f.value("failure", "");
          const auto c = cases_to_failure(text);
          r.matrix[t.value("name", "?")] = failed ? (c ? ordered_json(*c) : ordered_json("failed")) : ordered_json();
        }
  });
}

// The whole battery with fail-fast on one mutant, after `first_seconds` spent on its
// expected killer.
void submit_whole_battery(Pool& pool, const Options& o, const Plan& p, MutantResult& r, double first_seconds) {
  const std::string id = r.entry.at("id");
  const double job_scale = r.entry.value("full_budget", false) ? 1.0 : 0.0;
  pool.submit(make_job(o, p, id + "/full", iut_of(o, id), o.seed, {kWholeBattery, "--gtest_fail_fast"}, job_scale),
              [&r, first_seconds](Outcome out) {
                r.seconds = first_seconds + out.seconds;
                r.stage = "full battery";
                r.status = status_of(out);
                r.killed_by = out.property;
                r.cases = out.cases;
                r.counterexample = out.counterexample;
                r.detail = out.detail;
              });
}

// A mutant first meets its expected killer alone; if it survives that, the whole battery.
void submit_staged(Pool& pool, const Options& o, const Plan& p, MutantResult& r) {
  const std::string expected = r.entry.value("expected_killer", "");
  if (expected.empty()) {
    submit_whole_battery(pool, o, p, r, 0);
    return;
  }
  const std::string id = r.entry.at("id");
  const double job_scale = r.entry.value("full_budget", false) ? 1.0 : 0.0;
  const double killer_scale = std::max(job_scale, r.entry.value("killer_case_scale", 0.0));
  pool.submit(make_job(o, p, id, iut_of(o, id), o.seed,
                       {"--gtest_filter=Battery." + expected + ":Battery." + expected + "*"}, killer_scale),
              [&pool, &o, &p, &r, expected](Outcome out) {
                if (out.kind == Outcome::Passed || out.kind == Outcome::Error) {
                  submit_whole_battery(pool, o, p, r, out.seconds);  // survived its expected killer
                  return;
                }
                r.seconds = out.seconds;
                r.stage = "expected killer";
                r.status = status_of(out);
                r.killed_by = out.property.empty() ? expected : out.property;
                r.cases = out.cases;
                r.counterexample = out.counterexample;
                r.detail = out.detail;
              });
}

void submit_mutants(Pool& pool, const Options& o, Plan& p) {
  for (MutantResult& r : p.results) {
    const std::string id = r.entry.at("id");
    if (!fs::exists(plugin_path(o, id))) {
      r.status = "error";
      r.detail = "plugin not built: " + plugin_path(o, id);
      continue;
    }
    if (o.full_matrix)
      submit_full_matrix(pool, o, p, r);
    else
      submit_staged(pool, o, p, r);
  }
}

// --- the report ------------------------------------------------------------------------------

struct Tally {
  int killed = 0, survived = 0, errors = 0;
  bool baseline_ok = true;
  double seconds = 0;
};

ordered_json mutant_json(const Options& o, const MutantResult& r) {
  ordered_json m;
  m["id"] = r.entry.at("id");
  m["killed"] = is_killed(r.status);
  m["description"] = r.entry.value("title", "");
  m["porting_bug"] = r.entry.contains("porting_bug") ? r.entry["porting_bug"] : ordered_json();
  m["status"] = r.status;
  m["expected_killer"] = r.entry.value("expected_killer", "");
  m["killed_by"] = r.status == "crashed"   ? "crash during " + r.killed_by
                   : r.status == "timeout" ? "timeout during " + r.killed_by
                                           : r.killed_by;
  if (r.cases) m["cases_to_kill"] = *r.cases;
  m["stage"] = r.stage;
  m["seconds"] = r.seconds;
  m["counterexample"] = r.counterexample;
  if (!r.detail.empty()) m["detail"] = r.detail;
  if (o.full_matrix) m["matrix"] = r.matrix;
  return m;
}

ordered_json baseline_json(const BaselineRun& b) {
  ordered_json j{{"plugin", b.plugin}, {"seed", b.seed}, {"status", b.status}, {"seconds", b.seconds}};
  if (b.status != "passed") {
    j["property"] = b.property;
    j["detail"] = b.detail;
  }
  return j;
}

ordered_json report_json(const Options& o, const Plan& p, const Tally& t, const ordered_json& mutants,
                         const ordered_json& base) {
  ordered_json report;
  report["kind"] = "kda-mutation-run/1";
  report["target"] = o.target;
  report["op"] = kda::op_name(o.op);
  report["catalogue"] = o.catalogue.string();
  report["battery"] = o.battery.string();
  report["budget_profile"] = o.budget_profile;
  report["case_scale"] = p.scale;
  report["seed"] = o.seed;
  report["strategy"] =
      o.full_matrix ? "every property on every mutant" : "expected killer alone, then the whole battery with fail-fast";
  report["summary"] = {{"mutants", p.results.size()},
                       {"killed", t.killed},
                       {"survived", t.survived},
                       {"errors", t.errors},
                       {"baseline_seeds", o.baseline_seeds},
                       {"conformant_variants", p.correct_plugins.size() - 1},
                       {"baseline_ok", t.baseline_ok},
                       {"seconds", t.seconds}};
  report["baseline"] = base;
  report["mutants"] = mutants;
  return report;
}

std::string md_cell(std::string s) {
  for (char& c : s)
    if (c == '|' || c == '\n') c = ' ';
  return s;
}

void write_markdown(const Options& o, const Plan& p, const Tally& t, const ordered_json& mutants,
                    const ordered_json& base) {
  fs::path md_path = o.out;
  md_path.replace_extension(".md");
  std::ofstream md(md_path);
  md << "# Mutation run: " << o.target << " mutants"
     << (o.op == kda::Op::kda ? "" : std::string(" of ") + kda::op_name(o.op)) << "\n\n"
     << t.killed << " of " << p.results.size() << " killed, " << t.survived << " survived, " << t.errors
     << " errors; unmutated plugin and " << p.correct_plugins.size() - 1 << " conformant variant(s) over "
     << o.baseline_seeds << " seeds: " << (t.baseline_ok ? "no false alarm" : "FALSE ALARM") << ". Budget profile "
     << o.budget_profile << " (case scale " << p.scale << "), seed " << o.seed << ", " << static_cast<int>(t.seconds)
     << " s.\n\n"
     << "| id | bug | mutant | status | killed by | cases | s |\n|---|---|---|---|---|---|---|\n";
  for (const auto& m : mutants) {
    md << "| " << m["id"].get<std::string>() << " | "
       << (m["porting_bug"].is_null() ? std::string("-") : m["porting_bug"].dump()) << " | "
       << md_cell(m["description"]) << " | " << m["status"].get<std::string>() << " | " << md_cell(m["killed_by"])
       << " | " << (m.contains("cases_to_kill") ? m["cases_to_kill"].dump() : "-") << " | "
       << static_cast<int>(m["seconds"].get<double>() + 0.5) << " |\n";
  }
  md << "\n## Unmutated plugin and conformant variants\n\n| plugin | seed | status | s |\n|---|---|---|---|\n";
  for (const auto& b : base)
    md << "| " << b["plugin"].get<std::string>() << " | " << b["seed"] << " | " << b["status"].get<std::string>()
       << " | " << static_cast<int>(b["seconds"].get<double>() + 0.5) << " |\n";
  md << "\n## Counterexamples\n";
  for (const auto& m : mutants) {
    if (m["counterexample"].get<std::string>().empty()) continue;
    md << "\n### " << m["id"].get<std::string>() << ": " << md_cell(m["description"]) << "\n\n```\n"
       << m["counterexample"].get<std::string>() << "\n```\n";
  }
}

// --update-catalogue: each mutant's killer and cases to kill written back into its entry.
void update_catalogue(const Options& o, const Plan& p, const ordered_json& mutants) {
  ordered_json updated = p.catalogue;
  for (auto& e : updated["mutants"]) {
    for (const auto& m : mutants) {
      if (m["id"] != e["id"]) continue;
      e["killed_by"] = m["killed"].get<bool>() ? m["killed_by"] : ordered_json();
      e["cases_to_kill"] = m.contains("cases_to_kill") ? m["cases_to_kill"] : ordered_json();
      const std::string status = m["status"];
      if (!m["killed"].get<bool>())
        e["notes"] = "SURVIVED (" + status + ") in the last run";
      else if (status != "killed" && e.value("notes", "").empty())
        e["notes"] = "killed by a " + status + " (" + m.value("detail", "") +
                     "): the run dies before RapidCheck can shrink, so there is no counterexample";
    }
  }
  std::ofstream(o.catalogue) << updated.dump(2, ' ', false) << "\n";
}

void print_summary(const Options& o, const Plan& p, const Tally& t, const ordered_json& mutants,
                   const ordered_json& base) {
  std::cout << "kda_mutants: " << o.target << ": " << t.killed << "/" << p.results.size() << " killed, " << t.survived
            << " survived, " << t.errors << " errors; baseline over " << o.baseline_seeds
            << " seeds: " << (t.baseline_ok ? "clean" : "FALSE ALARM") << "; " << static_cast<int>(t.seconds)
            << " s; report " << o.out.string() << "\n";
  for (const auto& m : mutants)
    if (!m["killed"].get<bool>())
      std::cout << "  NOT KILLED " << m["id"].get<std::string>() << " (" << m["status"].get<std::string>()
                << "): " << m["description"].get<std::string>()
                << (m.contains("detail") ? " -- " + m["detail"].get<std::string>() : "") << "\n";
  for (const auto& b : base)
    if (b["status"] != "passed")
      std::cout << "  " << b["plugin"].get<std::string>() << " seed " << b["seed"] << ": "
                << b["status"].get<std::string>() << " in " << b.value("property", "") << "\n";
}

// Writes the JSON and Markdown reports (and the catalogue, on request); returns the exit
// status: 0 every mutant killed and no false alarm.
int report(const Options& o, const Plan& p, double seconds) {
  Tally t;
  t.seconds = seconds;
  ordered_json mutants = ordered_json::array();
  for (const MutantResult& r : p.results) {
    if (is_killed(r.status))
      ++t.killed;
    else if (r.status == "survived")
      ++t.survived;
    else
      ++t.errors;
    mutants.push_back(mutant_json(o, r));
  }
  ordered_json base = ordered_json::array();
  for (const BaselineRun& b : p.baseline) {
    t.baseline_ok = t.baseline_ok && b.status == "passed";
    base.push_back(baseline_json(b));
  }
  std::ofstream(o.out) << report_json(o, p, t, mutants, base).dump(2) << "\n";
  write_markdown(o, p, t, mutants, base);
  if (o.update_catalogue) update_catalogue(o, p, mutants);
  print_summary(o, p, t, mutants, base);
  return t.killed == static_cast<int>(p.results.size()) && t.baseline_ok ? cli::kExitPass : cli::kExitFail;
}

// --- the run ---------------------------------------------------------------------------------

int run(const Options& o) {
  Plan p = plan_run(o);
  Pool pool(o.jobs, o.timeout_s);
  const auto t0 = Clock::now();
  int baseline_skipped = 0;  // runs where every property skipped itself
  submit_baseline(pool, o, p, baseline_skipped);
  submit_mutants(pool, o, p);
  pool.run();
  const double total_s = std::chrono::duration<double>(Clock::now() - t0).count();
  if (!p.baseline.empty() && baseline_skipped == static_cast<int>(p.baseline.size())) {
    // The battery skipped everything on correct code (a CUDA plugin without a device):
    // nothing was measured, which ctest shows as Skipped (SKIP_RETURN_CODE 77).
    std::cout << "kda_mutants: every property skipped itself on the unmutated plugin (" << p.baseline.front().detail
              << "): nothing to measure here\n";
    return cli::kExitSkipped;
  }
  return report(o, p, total_s);
}

}  // namespace
}  // namespace kda::mutants

int main(int argc, char** argv) {
  using namespace kda::mutants;
  CLI::App app{"kda_mutants: the kill matrix of the mutant catalogue"};
  kda::cli::describe(app, kExitCodesHelp);
  app.require_subcommand(1);
  Options o;
  std::string only_text;
  auto* run_cmd = app.add_subcommand("run", "run the battery against every mutant and the unmutated plugin");
  run_cmd->add_option("--catalogue", o.catalogue, "catalogue.json")->required()->check(CLI::ExistingFile);
  run_cmd->add_option("--target", o.target, "cpu | cuda | python")->check(CLI::IsMember({"cpu", "cuda", "python"}));
  kda::cli::add_op_option(*run_cmd, o.op);
  run_cmd->add_option("--python-port", o.python_port, "target python: the patched file in each mutant's folder");
  run_cmd->add_option("--python-function", o.python_function, "target python: the port's function");
  run_cmd->add_option("--budget-profile", o.budget_profile, "quick | mutation | ci")
      ->check(CLI::IsMember({"quick", "mutation", "ci"}));
  // kda_suite's names; the old ones stay, hidden, for the scripts and docs that use them.
  const auto hidden_alias = [&](const std::string& alias, auto& value) {
    return run_cmd->add_option(alias, value)->group("");
  };
  run_cmd->add_option("--seeds", o.seed, "RapidCheck seed (the baseline also uses the next ones)");
  hidden_alias("--seed", o.seed);
  run_cmd->add_option("--report", o.out, "report JSON (Markdown goes next to it)");
  hidden_alias("--out", o.out);
  run_cmd->add_option("--battery", o.battery, "the battery executable (properties_cpu_tests / properties_gpu_tests)")
      ->required();
  run_cmd
      ->add_option("--plugin-dir", o.plugin_dir,
                   "where libkda[_cuda]_mutant_<id>.so are (target python: the folders <id>/ of patched ports)")
      ->required();
  run_cmd->add_option("--workers", o.jobs, "battery runs at a time")->check(kda::cli::above_zero());
  hidden_alias("--jobs", o.jobs)->check(kda::cli::above_zero());
  run_cmd
      ->add_option("--case-timeout", o.timeout_s,
                   "seconds one battery run may take before it counts as a hang (default 120)")
      ->check(kda::cli::above_zero());
  hidden_alias("--timeout", o.timeout_s)->check(kda::cli::above_zero());
  run_cmd->add_option("--baseline-seeds", o.baseline_seeds, "seeds for the unmutated plugin")
      ->check(kda::cli::zero_or_more());
  run_cmd->add_flag("--full-matrix", o.full_matrix, "every property on every mutant (slow)");
  run_cmd->add_flag("--update-catalogue", o.update_catalogue, "write killed_by / cases_to_kill into the catalogue");
  run_cmd->add_option("--mutants", only_text, "comma-separated mutant ids (default: all)");
  hidden_alias("--only", only_text);
  if (const std::optional<int> status = kda::cli::parse(app, argc, argv)) return *status;
  return kda::cli::run("kda_mutants", [&] {
    if (o.out.empty()) throw std::invalid_argument("run: --report is required");
    std::stringstream ss(only_text);
    for (std::string id; std::getline(ss, id, ',');)
      if (!id.empty()) o.only.push_back(id);
    return run(o);
  });
}
