// kda_suite: runs the property battery as a campaign (worker processes, one JSON report,
// Markdown and HTML next to it, JUnit for CI), replays a saved failing case, and promotes
// one into fixtures/regressions/.
//
// Exit status: 0 every property passed, 1 a property failed (or a replay reproduced its
// failure), 2 usage or infrastructure error.
#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <deque>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <random>
#include <sstream>
#include <thread>

#include "properties/report/report.hpp"
#include "properties/battery/campaign_table.hpp"
#include "properties/runner/slice.hpp"
#include "properties/tests/iut.hpp"

#ifndef KDA_REPORTS_DIR
#define KDA_REPORTS_DIR "reports"
#endif
#ifndef KDA_FIXTURES_DIR
#define KDA_FIXTURES_DIR "fixtures"
#endif
#ifndef KDA_SUITE_VERSION
#define KDA_SUITE_VERSION "0.0"
#endif
#ifndef KDA_SOURCE_DIR
#define KDA_SOURCE_DIR "."
#endif

namespace fs = std::filesystem;
using nlohmann::json;
using nlohmann::ordered_json;

namespace kda::properties::runner {
namespace {

constexpr int kExitPass = 0;
constexpr int kExitFail = 1;
constexpr int kExitUsage = 2;

// Usage and infrastructure problems: reported on stderr, exit status 2.
struct InfrastructureError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// --- small utilities ------------------------------------------------------------------

std::string utc_now(const char* format) {
  const std::time_t t = std::time(nullptr);
  std::tm tm{};
  gmtime_r(&t, &tm);
  char buffer[64];
  std::strftime(buffer, sizeof buffer, format, &tm);
  return buffer;
}

std::string command_output(const std::string& command) {
  std::string out;
  if (FILE* pipe = popen(command.c_str(), "r")) {
    char buffer[512];
    while (fgets(buffer, sizeof buffer, pipe) != nullptr) out += buffer;
    pclose(pipe);
  }
  while (!out.empty() && (out.back() == '\n' || out.back() == '\r')) out.pop_back();
  return out;
}

std::string first_line(const std::string& text) { return text.substr(0, text.find('\n')); }

uint64_t splitmix64(uint64_t x) {
  x += 0x9e3779b97f4a7c15ull;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
  return x ^ (x >> 31);
}

uint64_t name_hash(const std::string& s) {  // FNV-1a: stable across builds, unlike std::hash
  uint64_t h = 0xcbf29ce484222325ull;
  for (unsigned char c : s) h = (h ^ c) * 0x100000001b3ull;
  return h;
}

// The RapidCheck seed of one job: a function of the campaign seed, the property and the
// chunk only, so a campaign's cases do not depend on how many workers ran it.
uint64_t job_seed(uint64_t campaign_seed, const std::string& property, int chunk) {
  return splitmix64(campaign_seed ^ splitmix64(name_hash(property) + static_cast<uint64_t>(chunk)));
}

std::string xml_escape(const std::string& s) {
  std::string out;
  for (char c : s) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      default:
        // XML 1.0 forbids most control characters; keep tab and newline.
        if (static_cast<unsigned char>(c) < 0x20 && c != '\n' && c != '\t') out += ' ';
        else out += c;
    }
  }
  return out;
}

void write_file(const fs::path& path, const std::string& text) {
  if (path.has_parent_path()) fs::create_directories(path.parent_path());
  std::ofstream f(path);
  f << text;
  if (!f) throw InfrastructureError("cannot write " + path.string());
}

json read_json(const fs::path& path) {
  std::ifstream f(path);
  if (!f) throw InfrastructureError("cannot read " + path.string());
  try {
    return json::parse(f);
  } catch (const json::exception& e) {
    throw InfrastructureError(path.string() + ": " + e.what());
  }
}

// The implementation under test; KDA_IUT is how iut::selection is told (one per process).
const Context& select_iut(const std::string& iut) {
  setenv("KDA_IUT", iut.c_str(), 1);
  try {
    const iut::Selection& s = iut::selection(iut);
    if (!s.skip_reason.empty()) throw InfrastructureError(s.skip_reason);
    return s.context;
  } catch (const InfrastructureError&) {
    throw;
  } catch (const std::exception& e) {
    throw InfrastructureError("cannot load implementation '" + iut + "': " + e.what());
  }
}

// --- profiles -------------------------------------------------------------------------

struct Profile {
  std::vector<uint64_t> default_seeds;
  int random_seeds = 0;        // soak: this many random seeds unless --seeds is given
  double default_scale = 1.0;
  double (*factor)(const CampaignProperty&);
  // Cases per worker job, as a multiple of the table's chunk: a GPU worker pays a CUDA
  // context (a few hundred ms with 16 processes sharing one GPU) per job.
  int chunk_factor = 1;
};

double ci_factor(const CampaignProperty&) { return 1.0; }
// gpu: per seed 114,424 cases (ci x8 for the cheap invalid-call verdicts, x4 elsewhere),
// so a campaign of 10 seeds runs over 1,000,000 cases, 404,000 of them differential.
double gpu_factor(const CampaignProperty& p) { return p.invalid_calls ? 8.0 : 4.0; }
// mutation: about 1,000 cases per mutant run; every property still runs.
double mutation_factor(const CampaignProperty&) { return 0.05; }

const std::map<std::string, Profile>& profiles() {
  static const std::map<std::string, Profile> table = {
      {"ci", {{20261129}, 0, 1.0, ci_factor, 1}},
      {"gpu", {{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, 0, 1.0, gpu_factor, 4}},
      {"soak", {{}, 4, 10.0, ci_factor, 1}},
      {"mutation", {{20261129}, 0, 1.0, mutation_factor, 1}},
  };
  return table;
}

int budget(const Profile& profile, const CampaignProperty& p, double scale) {
  return std::max(1, static_cast<int>(std::lround(p.ci_cases * profile.factor(p) * scale)));
}

// --- the campaign ---------------------------------------------------------------------

struct CampaignOptions {
  std::string iut = "reference";
  std::string profile = "ci";
  std::vector<uint64_t> seeds;
  int random_seeds = 0;
  double scale = 0;  // 0: the profile's default
  int workers = 0;   // 0: one per CPU
  std::vector<std::string> properties;
  std::string report;
  bool html = false, markdown = false;
  bool stop_on_first_failure = false;
  std::string junit;
  std::string benchmark;  // bench_packed_kda_decode --json output to include
  bool quiet = false;
};

// The benchmark's own JSON (cuda/bench_packed_kda_decode --json) in the report schema's
// "benchmark" section; anchor_us is the upstream Triton time where the anchors have one.
json benchmark_section(const std::string& path) {
  if (path.empty()) return nullptr;
  std::ifstream in(path);
  if (!in) throw std::runtime_error("--benchmark: cannot read " + path);
  const json bench = json::parse(in);
  json rows = json::array();
  for (const json& r : bench.at("rows")) {
    json row = {{"B", r.at("B")}, {"HV", r.at("HV")}, {"state", r.at("state")}, {"us", r.at("us")},
                {"TBps", r.at("TBps")}, {"fraction_of_copy", r.at("fraction_of_copy")}};
    if (r.contains("triton_us") && r["triton_us"].is_number()) row["anchor_us"] = r["triton_us"];
    rows.push_back(row);
  }
  return {{"device", bench.value("device", std::string("?"))}, {"copy_TBps", bench.at("copy_TBps")},
          {"rows", rows}};
}

struct Job {
  size_t property;  // index into the selected properties
  std::string name;
  size_t seed_index;
  int chunk;
  int cases_per_chunk;
  int cases;
  uint64_t rc_seed;
  fs::path partial;
  pid_t pid = 0;
  json result;  // the partial, once done
};

struct Progress {
  std::chrono::steady_clock::time_point start = std::chrono::steady_clock::now();
  std::chrono::steady_clock::time_point last = start;
  bool tty = isatty(STDERR_FILENO) != 0;

  void show(int64_t done, int64_t total, int64_t failures, bool final_line) {
    const auto now = std::chrono::steady_clock::now();
    // A terminal line is rewritten in place; a CI log gets a new line, so fewer of them.
    if (!final_line && now - last < std::chrono::seconds(tty ? 2 : 15)) return;
    last = now;
    const double elapsed = std::chrono::duration<double>(now - start).count();
    const double eta = done > 0 ? elapsed * static_cast<double>(total - done) / static_cast<double>(done) : 0;
    char line[200];
    std::snprintf(line, sizeof line, "kda_suite: %lld/%lld cases (%.0f%%), %lld failing, %.0f s elapsed, ETA %.0f s",
                  static_cast<long long>(done), static_cast<long long>(total),
                  total > 0 ? 100.0 * done / total : 100.0, static_cast<long long>(failures), elapsed, eta);
    std::cerr << (tty ? "\r" : "") << line << (tty && !final_line ? "" : "\n") << std::flush;
  }
};

// Runs every job in worker processes (posix_spawn of this executable: RapidCheck keeps
// global state, so processes rather than threads), at most `workers` at a time.
void run_jobs(std::vector<Job>& jobs, const CampaignOptions& o, int workers, bool quiet) {
  const std::string self = fs::read_symlink("/proc/self/exe").string();
  // Costliest cases first (the table gives them the smallest chunks: the rollouts), so
  // that the campaign does not end with one worker finishing a long job alone.
  std::vector<size_t> order(jobs.size());
  for (size_t i = 0; i < jobs.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(),
                   [&](size_t a, size_t b) { return jobs[a].cases_per_chunk < jobs[b].cases_per_chunk; });
  std::deque<size_t> pending(order.begin(), order.end());
  std::map<pid_t, size_t> running;
  int64_t total = 0, done = 0, failures = 0;
  for (const Job& j : jobs) total += j.cases;
  bool stopping = false;
  Progress progress;

  while (!running.empty() || (!pending.empty() && !stopping)) {
    while (!stopping && !pending.empty() && static_cast<int>(running.size()) < workers) {
      Job& job = jobs[pending.front()];
      pending.pop_front();
      std::vector<std::string> argv_storage = {self, "worker", "--iut", o.iut, "--property", job.name,
          "--rc-seed", std::to_string(job.rc_seed), "--cases", std::to_string(job.cases),
          "--out", job.partial.string()};
      std::vector<char*> argv;
      for (std::string& a : argv_storage) argv.push_back(a.data());
      argv.push_back(nullptr);
      pid_t pid = 0;
      if (posix_spawn(&pid, self.c_str(), nullptr, nullptr, argv.data(), environ) != 0)
        throw InfrastructureError("cannot start a worker process");
      job.pid = pid;
      running[pid] = &job - jobs.data();
    }
    int status = 0;
    const pid_t pid = waitpid(-1, &status, WNOHANG);
    if (pid <= 0) {
      std::this_thread::sleep_for(std::chrono::milliseconds(5));
      if (!quiet) progress.show(done, total, failures, false);
      continue;
    }
    const auto it = running.find(pid);
    if (it == running.end()) continue;
    Job& job = jobs[it->second];
    running.erase(it);
    const std::string& name = job.name;
    if (WIFEXITED(status) && WEXITSTATUS(status) == kExitUsage)
      throw InfrastructureError("a worker for " + name + " could not start (see its message above)");
    if (WIFEXITED(status) && fs::exists(job.partial)) {
      json partial = read_json(job.partial);
      partial["name"] = name;
      job.result = partial;
    } else {
      // The implementation crashed the process: that is the property failing.
      std::string how = WIFSIGNALED(status) ? "was killed by signal " + std::to_string(WTERMSIG(status))
                                            : "exited with status " + std::to_string(WEXITSTATUS(status));
      job.result = {{"name", name}, {"cases", 1}, {"failures", 1}, {"discards", 0}, {"seconds", 0.0},
                    {"failure", {{"description", "the worker running " + name + " (RapidCheck seed " +
                                                     std::to_string(job.rc_seed) + ", " + std::to_string(job.cases) +
                                                     " cases) " + how},
                                 {"cases_before", 0}}}};
    }
    done += job.cases;
    failures += job.result.value("failures", int64_t{0});
    if (failures > 0 && o.stop_on_first_failure) stopping = true;
    if (!quiet) progress.show(done, total, failures, false);
  }
  if (!quiet) progress.show(done, total, failures, true);
}

// The shrunk input a failure text carries in its replay line (battery failure_text).
std::optional<json> replay_record_of(const std::string& description) {
  const std::string marker = "KDA_REPLAY='";
  const size_t begin = description.find(marker);
  if (begin == std::string::npos) return std::nullopt;
  const size_t from = begin + marker.size();
  const size_t end = description.find('\'', from);
  if (end == std::string::npos) return std::nullopt;
  try {
    return json::parse(description.substr(from, end - from));
  } catch (const json::exception&) {
    return std::nullopt;
  }
}

// The failure text without the gtest-oriented replay line (the report gives its own).
std::string without_replay_line(const std::string& description) {
  std::istringstream in(description);
  std::string line, out;
  while (std::getline(in, line))
    if (line.rfind("replay: ", 0) != 0) out += line + "\n";
  while (!out.empty() && out.back() == '\n') out.pop_back();
  return out;
}

// An object member of a partial, or an empty object (never a temporary: range-for over
// value(...).items() would iterate a destroyed json).
const json& section(const json& r, const char* key) {
  static const json empty = json::object();
  const auto it = r.find(key);
  return it != r.end() && it->is_object() ? *it : empty;
}

// Relative to the working directory when below it (reports/failures/...), else absolute.
std::string display_path(const fs::path& p) {
  const fs::path relative = fs::proximate(p);
  if (!relative.empty() && relative.begin()->string() != "..") return relative.string();
  return fs::absolute(p).lexically_normal().string();
}

std::string last_line(const std::string& text) {
  const size_t pos = text.find_last_of('\n');
  return pos == std::string::npos ? text : text.substr(pos + 1);
}

std::string shell_quote(const std::string& s) {
  if (s.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-./=:,+") ==
      std::string::npos)
    return s;
  std::string out = "'";
  for (char c : s) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

std::string junit_xml(const json& report) {
  std::ostringstream x;
  int64_t tests = 0, failures = 0;
  for (const json& p : report["properties"]) {
    ++tests;
    failures += p["failures"].get<int64_t>() > 0 ? 1 : 0;
  }
  x << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    << "<testsuites name=\"kda_suite\" tests=\"" << tests << "\" failures=\"" << failures << "\" time=\""
    << report["duration_s"].get<double>() << "\">\n"
    << "  <testsuite name=\"kda_suite." << xml_escape(report["profile"].get<std::string>()) << "."
    << xml_escape(report["implementation"]["name"].get<std::string>()) << "\" tests=\"" << tests
    << "\" failures=\"" << failures << "\" errors=\"0\" timestamp=\"" << xml_escape(report["created"].get<std::string>())
    << "\">\n";
  for (const json& p : report["properties"]) {
    x << "    <testcase classname=\"kda_suite." << xml_escape(report["profile"].get<std::string>())
      << "\" name=\"" << xml_escape(p["name"].get<std::string>()) << "\" time=\"" << p.value("seconds", 0.0)
      << "\">\n";
    x << "      <system-out>" << p["cases"].get<int64_t>() << " cases</system-out>\n";
    if (p["failures"].get<int64_t>() > 0 && p["failure"].is_object()) {
      const json& f = p["failure"];
      x << "      <failure message=\"" << xml_escape(first_line(f["description"].get<std::string>())) << "\">"
        << xml_escape(f["description"].get<std::string>() + "\nreplay: " + f.value("replay", std::string()))
        << "</failure>\n";
    }
    x << "    </testcase>\n";
  }
  x << "  </testsuite>\n</testsuites>\n";
  return x.str();
}

std::string implementation_device(const KdaPluginV1& plugin) {
  return plugin.device_type == kDLCUDA ? "cuda" : plugin.device_type == kDLCPU ? "cpu" : "other";
}

int campaign(CampaignOptions o) {
  const auto profile_it = profiles().find(o.profile);
  if (profile_it == profiles().end()) throw InfrastructureError("unknown profile '" + o.profile + "'");
  const Profile& profile = profile_it->second;
  const double scale = o.scale > 0 ? o.scale : profile.default_scale;
  const json benchmark = benchmark_section(o.benchmark);  // read first: fail before the run

  // Seeds: explicit, random, or the profile's.
  std::vector<uint64_t> seeds = o.seeds;
  const int random_seeds = o.random_seeds > 0 ? o.random_seeds : (seeds.empty() ? profile.random_seeds : 0);
  if (random_seeds > 0) {
    std::random_device device;
    for (int i = 0; i < random_seeds; ++i)
      seeds.push_back((static_cast<uint64_t>(device()) << 32 | device()) % 4000000000000000000ull);
  }
  if (seeds.empty()) seeds = profile.default_seeds;

  std::vector<const CampaignProperty*> selected;
  if (o.properties.empty()) {
    for (const CampaignProperty& p : campaign_properties()) selected.push_back(&p);
  } else {
    for (const std::string& name : o.properties) {
      const CampaignProperty* p = find_campaign_property(name);
      if (p == nullptr) {
        std::string known;
        for (const CampaignProperty& q : campaign_properties()) known += "\n  " + q.name;
        throw InfrastructureError("unknown property '" + name + "'; the battery has:" + known);
      }
      selected.push_back(p);
    }
  }

  // Loads the implementation here first, so that a bad --iut is one clear error.
  const Context& ctx = select_iut(o.iut);
  const KdaPluginV1& plugin = ctx.iut->plugin();

  const std::string stamp = utc_now("%Y%m%dT%H%M%SZ");
  const fs::path report_path =
      o.report.empty() ? fs::path(KDA_REPORTS_DIR) / (o.profile + "-" + stamp + ".json") : fs::path(o.report);
  const fs::path failures_dir = report_path.parent_path() / "failures";
  const std::string stem = report_path.stem().string();
  const fs::path scratch = fs::temp_directory_path() / ("kda_suite-" + std::to_string(getpid()) + "-" + stamp);
  fs::create_directories(scratch);

  std::vector<Job> jobs;
  for (size_t p = 0; p < selected.size(); ++p) {
    const int cases = budget(profile, *selected[p], scale);
    const int per_chunk = selected[p]->cases_per_chunk * profile.chunk_factor;
    const int chunks = std::max(1, (cases + per_chunk - 1) / per_chunk);
    for (size_t s = 0; s < seeds.size(); ++s)
      for (int c = 0; c < chunks; ++c) {
        Job job;
        job.property = p;
        job.seed_index = s;
        job.chunk = c;
        job.cases_per_chunk = per_chunk;
        job.cases = cases / chunks + (c < cases % chunks ? 1 : 0);
        job.rc_seed = job_seed(seeds[s], selected[p]->name, c);
        job.partial = scratch / (std::to_string(jobs.size()) + ".json");
        job.name = selected[p]->name;
        jobs.push_back(std::move(job));
      }
  }
  int workers = o.workers > 0 ? o.workers : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  int64_t planned = 0;
  for (const Job& j : jobs) planned += j.cases;
  if (!o.quiet)
    std::cerr << "kda_suite: " << o.profile << " campaign on " << ctx.iut->name() << ": " << selected.size()
              << " properties x " << seeds.size() << " seed(s), " << planned << " cases in " << jobs.size()
              << " jobs, " << workers << " worker(s)\n";
  const auto start = std::chrono::steady_clock::now();
  run_jobs(jobs, o, workers, o.quiet);
  const double duration = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::error_code ignored;
  fs::remove_all(scratch, ignored);

  // Merge per property, in (seed, chunk) order so the first failure is well defined.
  json properties = json::array();
  std::map<int, std::array<int64_t, 3>> rules;
  std::map<std::string, int64_t> edge_classes;
  bool any_failure = false;
  const std::vector<double>& edges = error_ratio_edges();
  for (size_t p = 0; p < selected.size(); ++p) {
    const CampaignProperty& property = *selected[p];
    int64_t cases = 0, discards = 0, failures = 0, cases_before_failure = 0;
    double seconds = 0;
    std::map<std::string, int64_t> tags;
    std::map<std::string, double> max_ratio;
    std::map<std::string, std::vector<int64_t>> ratio_counts;
    std::map<std::string, std::array<int64_t, 4>> ulps;
    const Job* first_failure = nullptr;
    for (const Job& job : jobs) {
      if (job.property != p || job.result.is_null()) continue;  // not run (stopped early)
      const json& r = job.result;
      cases += r.value("cases", int64_t{0});
      discards += r.value("discards", int64_t{0});
      failures += r.value("failures", int64_t{0});
      seconds += r.value("seconds", 0.0);
      if (first_failure == nullptr) {
        if (r.value("failures", int64_t{0}) > 0) {
          first_failure = &job;
          cases_before_failure += r["failure"].value("cases_before", int64_t{0});
        } else {
          cases_before_failure += r.value("cases", int64_t{0});
        }
      }
      for (const auto& [tag, n] : section(r, "tags").items()) tags[tag] += n.get<int64_t>();
      for (const auto& [key, x] : section(r, "max_error_ratio").items())
        max_ratio[key] = std::max(max_ratio.count(key) ? max_ratio[key] : 0.0, x.get<double>());
      for (const auto& [key, counts] : section(r, "error_ratio_counts").items()) {
        std::vector<int64_t>& total = ratio_counts[key];
        total.resize(edges.size() - 1);
        for (size_t i = 0; i < counts.size() && i < total.size(); ++i) total[i] += counts[i].get<int64_t>();
      }
      for (const auto& [key, counts] : section(r, "ulp_counts").items())
        for (size_t i = 0; i < counts.size() && i < 4; ++i) ulps[key][i] += counts[i].get<int64_t>();
      for (const auto& [id, counts] : section(r, "rules").items())
        for (int k = 0; k < 3; ++k) rules[std::stoi(id)][k] += counts[k].get<int64_t>();
    }
    json entry = {{"name", property.name}, {"cases", cases}, {"failures", failures}, {"discards", discards},
                  {"seconds", seconds}, {"tags", tags}, {"max_error_ratio", max_ratio}};
    json histograms = json::object();
    for (const auto& [key, counts] : ratio_counts) histograms[key] = {{"edges", edges}, {"counts", counts}};
    entry["error_ratio_histogram"] = histograms;
    json ulp_histogram = json::object();
    for (const auto& [key, c] : ulps)
      ulp_histogram[key] = {{"0", c[0]}, {"1", c[1]}, {"2", c[2]}, {">2", c[3]}};
    entry["ulp_histogram"] = ulp_histogram;
    entry["failure"] = nullptr;
    if (first_failure != nullptr) {
      any_failure = true;
      entry["cases_to_first_failure"] = cases_before_failure + 1;
      const std::string description = first_failure->result["failure"]["description"].get<std::string>();
      json failure = {{"description", without_replay_line(description)},
                      {"difference", last_line(without_replay_line(description))},
                      {"replay", ""},
                      {"case", nullptr}};
      if (const std::optional<json> record = replay_record_of(description)) {
        ordered_json saved;
        saved["property"] = (*record)["property"];
        saved["case"] = ordered_json::parse((*record)["case"].dump());
        if (record->contains("mutations")) saved["mutations"] = ordered_json::parse((*record)["mutations"].dump());
        saved["date"] = utc_now("%Y-%m-%d");
        saved["seed"] = "kda_suite campaign --profile " + o.profile + " --seeds " +
                        std::to_string(seeds[first_failure->seed_index]) + " (" + property.name + " chunk " +
                        std::to_string(first_failure->chunk) + ", RapidCheck seed " +
                        std::to_string(first_failure->rc_seed) + "), shrunk by RapidCheck";
        saved["caught"] = "";
        const fs::path case_file = failures_dir / (property.name + "-" + stem + ".json");
        write_file(case_file, saved.dump(2) + "\n");
        failure["replay"] = "kda_suite replay --iut " + shell_quote(o.iut) + " --case-file " +
                            shell_quote(display_path(case_file));
        failure["case"] = *record;
      }
      entry["failure"] = failure;
    }
    for (const auto& [tag, n] : tags)
      if (tag.rfind("rule=", 0) != 0) edge_classes[tag] += n;
    properties.push_back(entry);
  }

  json rules_json = json::array();
  bool any_invalid = false;
  for (const CampaignProperty* p : selected) any_invalid = any_invalid || p->invalid_calls;
  if (any_invalid)
    for (const RuleSpec& spec : kRulesInOrder) {
      const int id = rule_number(spec.id);
      const auto counts = rules.count(id) ? rules[id] : std::array<int64_t, 3>{0, 0, 0};
      rules_json.push_back({{"id", id}, {"name", spec.name}, {"cases", counts[0]},
                            {"verdict_matches", counts[1]}, {"message_matches", counts[2]}});
    }

  const std::string gpu = first_line(command_output("nvidia-smi -L 2>/dev/null"));
  json report = {
      {"format", report::kReportFormat},
      {"result", any_failure ? "fail" : "pass"},
      {"created", utc_now("%Y-%m-%dT%H:%M:%SZ")},
      {"suite", {{"version", KDA_SUITE_VERSION},
                 {"git", command_output("git -C " + shell_quote(KDA_SOURCE_DIR) +
                                        " rev-parse --short HEAD 2>/dev/null")}}},
      {"implementation", {{"name", plugin.name ? plugin.name : "?"}, {"version", plugin.version ? plugin.version : ""},
                          {"device", implementation_device(plugin)}}},
      {"machine", {{"host", command_output("hostname 2>/dev/null")},
                   {"gpu", gpu.empty() ? json(nullptr) : json(gpu)},
                   {"cpus", static_cast<int64_t>(std::thread::hardware_concurrency())}}},
      {"profile", o.profile},
      {"seeds", seeds},
      {"scale", scale},
      {"workers", workers},
      {"duration_s", duration},
      {"properties", properties},
      {"rules", any_invalid ? rules_json : json(nullptr)},
      {"edge_classes", edge_classes},
      {"benchmark", benchmark},
      {"mutants", nullptr},
  };
  write_file(report_path, report.dump(2) + "\n");

  // Rendering goes through the schema check: a report we cannot load is our bug.
  const report::Report parsed = report::parse_report(report, report_path.string());
  const bool both = !o.html && !o.markdown;
  fs::path md_path = report_path, html_path = report_path;
  md_path.replace_extension(".md");
  html_path.replace_extension(".html");
  if (o.markdown || both) write_file(md_path, report::render_markdown(parsed));
  if (o.html || both) write_file(html_path, report::render_html(parsed));
  if (!o.junit.empty()) write_file(o.junit, junit_xml(report));

  int64_t total_cases = 0;
  for (const json& p : properties) total_cases += p["cases"].get<int64_t>();
  std::cout << "kda_suite: " << (any_failure ? "FAIL" : "PASS") << ": " << o.profile << " campaign on "
            << ctx.iut->name() << ", " << total_cases << " cases, " << properties.size() << " properties, "
            << seeds.size() << " seed(s), " << std::lround(duration) << " s\n";
  for (const json& p : properties)
    if (p["failure"].is_object())
      std::cout << "  FAILED " << p["name"].get<std::string>() << " after " << p.value("cases_to_first_failure", 0)
                << " cases: " << p["failure"]["difference"].get<std::string>() << "\n"
                << "    replay: " << p["failure"]["replay"].get<std::string>() << "\n";
  std::cout << "  report: " << report_path.string() << "\n";
  if (o.markdown || both) std::cout << "  markdown: " << md_path.string() << "\n";
  if (o.html || both) std::cout << "  html: " << html_path.string() << "\n";
  if (!o.junit.empty()) std::cout << "  junit: " << o.junit << "\n";
  return any_failure ? kExitFail : kExitPass;
}

int worker(const std::string& iut, const std::string& property, uint64_t rc_seed, int cases,
           const std::string& out) {
  const CampaignProperty* p = find_campaign_property(property);
  if (p == nullptr) throw InfrastructureError("unknown property '" + property + "'");
  const Context& ctx = select_iut(iut);
  {
    // RapidCheck announces its (unused: jobs pass their own seed) configuration on stderr
    // when first asked for it; keep that line out of the campaign's output.
    fflush(stderr);
    const int saved = dup(STDERR_FILENO);
    const int null_fd = open("/dev/null", O_WRONLY);
    if (saved >= 0 && null_fd >= 0) dup2(null_fd, STDERR_FILENO);
    (void)rc::detail::configuration();
    if (saved >= 0) dup2(saved, STDERR_FILENO);
    if (saved >= 0) close(saved);
    if (null_fd >= 0) close(null_fd);
  }
  const json result = run_slice(ctx, *p, rc_seed, cases);
  write_file(out, result.dump());
  // Skips RapidCheck's exit-time "Some of your RapidCheck properties had failures" notice:
  // its reproduce string is for rc::check, and the report has the runner's own replay.
  std::cout.flush();
  std::cerr.flush();
  std::_Exit(kExitPass);
}

int replay_case(const std::string& iut, const std::string& case_file) {
  const json record = read_json(case_file);
  if (!record.contains("property") || !record.contains("case"))
    throw InfrastructureError(case_file + ": needs \"property\" and \"case\"");
  const Context& ctx = select_iut(iut);
  std::string failure;
  try {
    failure = replay(ctx, record);
  } catch (const std::exception& e) {
    throw InfrastructureError(case_file + ": " + e.what());
  }
  const std::string property = record["property"].get<std::string>();
  if (failure.empty()) {
    std::cout << "kda_suite replay: PASS: " << property << " on " << ctx.iut->name() << "\n";
    return kExitPass;
  }
  std::cout << "kda_suite replay: FAIL: " << property << " on " << ctx.iut->name() << "\n"
            << without_replay_line(failure) << "\n";
  return kExitFail;
}

int promote(const std::string& case_file, const std::string& caught, const std::string& regressions_dir) {
  std::ifstream in(case_file);
  if (!in) throw InfrastructureError("cannot read " + case_file);
  ordered_json record;
  try {
    record = ordered_json::parse(in);
  } catch (const json::exception& e) {
    throw InfrastructureError(case_file + ": " + e.what());
  }
  if (!record.contains("property") || !record.contains("case"))
    throw InfrastructureError(case_file + ": needs \"property\" and \"case\"");
  ordered_json out;
  out["property"] = record["property"];
  out["case"] = record["case"];
  if (record.contains("mutations")) out["mutations"] = record["mutations"];
  out["date"] = utc_now("%Y-%m-%d");
  out["seed"] = record.contains("seed") ? record["seed"] : ordered_json("promoted from " + case_file);
  out["caught"] = caught;
  // Next free number: regressions are NNN-<what>.json.
  int next = 1;
  if (fs::is_directory(regressions_dir))
    for (const auto& e : fs::directory_iterator(regressions_dir)) {
      const std::string name = e.path().filename().string();
      if (name.size() > 4 && std::isdigit(static_cast<unsigned char>(name[0])))
        next = std::max(next, std::atoi(name.c_str()) + 1);
    }
  char number[16];
  std::snprintf(number, sizeof number, "%03d-", next);
  const fs::path target = fs::path(regressions_dir) / (number + fs::path(case_file).stem().string() + ".json");
  write_file(target, out.dump(2) + "\n");
  std::cout << "kda_suite promote: " << target.string() << "\n";
  return kExitPass;
}

std::vector<uint64_t> parse_seeds(const std::string& text) {
  std::vector<uint64_t> seeds;
  std::stringstream in(text);
  std::string item;
  while (std::getline(in, item, ',')) {
    if (item.empty()) continue;
    try {
      size_t used = 0;
      seeds.push_back(std::stoull(item, &used));
      if (used != item.size()) throw std::invalid_argument(item);
    } catch (const std::exception&) {
      throw InfrastructureError("--seeds: '" + item + "' is not a non-negative integer");
    }
  }
  return seeds;
}

int main_impl(int argc, char** argv) {
  CLI::App app{"kda_suite: conformance campaigns of packed KDA decode implementations"};
  app.require_subcommand(1);

  CampaignOptions o;
  std::string seeds_text, properties_text;
  CLI::App* campaign_cmd = app.add_subcommand("campaign", "run the property battery and write a report");
  campaign_cmd->add_option("--iut", o.iut, "reference, cuda, or the path of a plugin .so")->required();
  campaign_cmd->add_option("--profile", o.profile, "ci | gpu | soak | mutation")
      ->check(CLI::IsMember({"ci", "gpu", "soak", "mutation"}))
      ->required();
  auto* seeds_opt = campaign_cmd->add_option("--seeds", seeds_text, "comma-separated campaign seeds");
  campaign_cmd->add_option("--random-seeds", o.random_seeds, "this many random campaign seeds")
      ->check(CLI::PositiveNumber)
      ->excludes(seeds_opt);
  campaign_cmd->add_option("--scale", o.scale, "multiplies every property's budget")->check(CLI::PositiveNumber);
  campaign_cmd->add_option("--workers", o.workers, "worker processes (default: one per CPU)")
      ->check(CLI::PositiveNumber);
  campaign_cmd->add_option("--properties", properties_text, "comma-separated property names (default: all)");
  campaign_cmd->add_option("--report", o.report, "report JSON path (default: reports/<profile>-<UTC>.json)");
  campaign_cmd->add_flag("--html", o.html, "render HTML next to the report");
  campaign_cmd->add_flag("--markdown", o.markdown, "render Markdown next to the report (neither flag: both)");
  campaign_cmd->add_flag("--stop-on-first-failure", o.stop_on_first_failure, "start no new job after a failure");
  campaign_cmd->add_option("--junit", o.junit, "write JUnit XML, one testcase per property");
  campaign_cmd->add_option("--benchmark", o.benchmark,
                           "include a benchmark result (bench_packed_kda_decode --json) in the report");
  campaign_cmd->add_flag("--quiet", o.quiet, "no progress lines");

  std::string iut = "reference", property, out, case_file, caught;
  std::string regressions_dir = std::string(KDA_FIXTURES_DIR) + "/regressions";
  uint64_t rc_seed = 0;
  int cases = 0;
  CLI::App* worker_cmd = app.add_subcommand("worker", "internal: one job of a campaign");
  worker_cmd->group("");  // hidden from --help
  worker_cmd->add_option("--iut", iut)->required();
  worker_cmd->add_option("--property", property)->required();
  worker_cmd->add_option("--rc-seed", rc_seed)->required();
  worker_cmd->add_option("--cases", cases)->required();
  worker_cmd->add_option("--out", out)->required();

  CLI::App* replay_cmd = app.add_subcommand("replay", "replay a saved case; exit 1 if it still fails");
  replay_cmd->add_option("--iut", iut, "reference, cuda, or the path of a plugin .so")->required();
  replay_cmd->add_option("--case-file", case_file, "reports/failures/<file>.json or a regression")
      ->required();

  CLI::App* promote_cmd = app.add_subcommand("promote", "copy a failure case into fixtures/regressions/");
  promote_cmd->add_option("--case-file", case_file)->required();
  promote_cmd->add_option("--caught", caught, "what it caught, in a sentence or two")->required();
  promote_cmd->add_option("--regressions-dir", regressions_dir, "where regressions live");

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    const int rc = app.exit(e);
    return rc == 0 ? 0 : kExitUsage;
  }
  try {
    if (*campaign_cmd) {
      o.seeds = parse_seeds(seeds_text);
      std::stringstream in(properties_text);
      for (std::string name; std::getline(in, name, ',');)
        if (!name.empty()) o.properties.push_back(name);
      return campaign(o);
    }
    if (*worker_cmd) return worker(iut, property, rc_seed, cases, out);
    if (*replay_cmd) return replay_case(iut, case_file);
    if (*promote_cmd) return promote(case_file, caught, regressions_dir);
  } catch (const InfrastructureError& e) {
    std::cerr << "kda_suite: " << e.what() << "\n";
    return kExitUsage;
  } catch (const report::ReportError& e) {
    std::cerr << "kda_suite: the report breaks its schema: " << e.what() << "\n";
    return kExitUsage;
  } catch (const std::exception& e) {
    std::cerr << "kda_suite: " << e.what() << "\n";
    return kExitUsage;
  }
  return kExitUsage;
}

}  // namespace
}  // namespace kda::properties::runner

int main(int argc, char** argv) { return kda::properties::runner::main_impl(argc, argv); }
