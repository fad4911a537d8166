#include "runner/campaign.hpp"

#include <fcntl.h>
#include <malloc.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <deque>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <map>
#include <optional>
#include <random>
#include <sstream>
#include <thread>

#include "harness/data_layout.hpp"
#include "harness/memory_gate.hpp"
#include "harness/python_port.hpp"
#include "properties/battery/campaign_table.hpp"
#include "properties/domain.hpp"
#include "report/report.hpp"
#include "runner/crash.hpp"
#include "runner/process.hpp"
#include "runner/slice.hpp"

namespace fs = std::filesystem;
using nlohmann::json;
using nlohmann::ordered_json;

namespace kda::properties::runner {

std::string utc_now(const char* format) {
  const std::time_t t = std::time(nullptr);
  std::tm tm{};
  gmtime_r(&t, &tm);
  char buffer[64];
  std::strftime(buffer, sizeof buffer, format, &tm);
  return buffer;
}

void write_file(const fs::path& path, const std::string& text) {
  if (path.has_parent_path()) fs::create_directories(path.parent_path());
  std::ofstream f(path);
  f << text;
  if (!f) throw InfrastructureError("cannot write " + path.string());
}

Selection select(const std::string& iut, const DomainRequest& domain) {
  Selection s;
  try {
    s = select_implementation(iut, domain);
  } catch (const std::exception& e) {
    throw InfrastructureError("cannot load implementation '" + iut + "': " + e.what());
  }
  if (!s.skip_reason.empty()) throw InfrastructureError(s.skip_reason);
  return s;
}

Context context_of(const Selection& s) { return {s.iut.get(), s.reference, s.text, s.op, s.domain, nullptr}; }

namespace {

std::string upstream_calls_file() { return harness::upstream_calls_file().string(); }

// --- small utilities ------------------------------------------------------------------

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

std::string indented(const std::string& text, const std::string& indent) {
  std::string out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) out += indent + line + "\n";
  return out;
}

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

json read_json(const fs::path& path) {
  std::ifstream f(path);
  if (!f) throw InfrastructureError("cannot read " + path.string());
  try {
    return json::parse(f);
  } catch (const json::exception& e) {
    throw InfrastructureError(path.string() + ": " + e.what());
  }
}

// A job's journal (the worker's Journal): its last whole line, the last input recorded; an
// empty object when there is none (no case yet, or the worker died writing it).
json read_journal(const fs::path& path) {
  std::ifstream f(path, std::ios::binary);
  const std::string text((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
  const size_t end = text.rfind('\n');
  if (end == std::string::npos) return json::object();
  const size_t begin = text.rfind('\n', end == 0 ? 0 : end - 1);
  const size_t from = begin == std::string::npos || end == 0 ? 0 : begin + 1;
  const json record = json::parse(text.substr(from, end - from), nullptr, false);
  return record.is_object() ? record : json::object();
}

// Relative to the working directory when below it (reports/failures/...), else absolute.
std::string display_path(const fs::path& p) {
  const fs::path relative = fs::proximate(p);
  if (!relative.empty() && relative.begin()->string() != "..") return relative.string();
  return fs::absolute(p).lexically_normal().string();
}

// --- profiles -------------------------------------------------------------------------

struct Profile {
  std::vector<uint64_t> default_seeds;
  int random_seeds = 0;  // soak: this many random seeds unless --seeds is given
  double default_scale = 1.0;
  double (*factor)(const CampaignProperty&);
  // Cases per worker job, as a multiple of the table's chunk: a GPU worker pays a CUDA
  // context (a few hundred ms with 16 processes sharing one GPU) per job.
  int chunk_factor = 1;
  // Runs the memory-heavy properties (pools past 2^31 elements: gigabytes a case), which
  // the ci and mutation profiles, made for 2-core machines of 24 GiB, leave out.
  bool memory_heavy = false;
};

double ci_factor(const CampaignProperty&) { return 1.0; }
// gpu: per seed 114,776 cases (ci x8 for the cheap invalid-call verdicts, x4 elsewhere, and
// the serving-scale families their own 350 and 2),
// so a campaign of 10 seeds runs over 1,000,000 cases, 404,000 of them differential.
// A property may name its own gpu budget (the serving-scale families).
double gpu_factor(const CampaignProperty& p) {
  if (p.gpu_cases > 0) return static_cast<double>(p.gpu_cases) / std::max(1, p.ci_cases);
  return p.invalid_calls ? 8.0 : 4.0;
}
// mutation: about 1,000 cases per mutant run; every property still runs.
double mutation_factor(const CampaignProperty&) { return 0.05; }

const std::map<std::string, Profile>& profiles() {
  static const std::map<std::string, Profile> table = {
      {"ci", {{20261129}, 0, 1.0, ci_factor, 1, false}},
      {"gpu", {{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, 0, 1.0, gpu_factor, 4, true}},
      {"soak", {{}, 4, 10.0, ci_factor, 1, true}},
      {"mutation", {{20261129}, 0, 1.0, mutation_factor, 1, false}},
  };
  return table;
}

int budget(const Profile& profile, const CampaignProperty& p, double scale) {
  return std::max(1, static_cast<int>(std::lround(p.ci_cases * profile.factor(p) * scale)));
}

// The benchmark's own JSON (bench/bench_packed_kda_decode --json) as the report's
// benchmark section; anchor_us is the upstream Triton time where the anchors have one. A
// benchmark of another op than the campaign's is refused: the report would put one op's
// times beside the other op's verdicts (a benchmark without "op" is KDA's, from before GDN).
std::optional<report::Benchmark> benchmark_section(const std::string& path, Op op) {
  if (path.empty()) return std::nullopt;
  std::ifstream in(path);
  if (!in) throw InfrastructureError("--benchmark: cannot read " + path);
  try {
    const json bench = json::parse(in);
    if (const std::string timed = bench.value("op", std::string("kda")); timed != op_name(op))
      throw InfrastructureError("--benchmark " + path + " times " + timed + ", but this campaign runs " + op_name(op));
    report::Benchmark section{bench.value("device", std::string("?")), bench.at("copy_TBps").get<double>(), {}};
    for (const json& r : bench.at("rows")) {
      report::BenchmarkRow& row = section.rows.emplace_back();
      row.B = r.at("B").get<int64_t>();
      row.HV = r.at("HV").get<int64_t>();
      row.state = r.at("state").get<std::string>();
      row.us = r.at("us").get<double>();
      row.TBps = r.at("TBps").get<double>();
      row.fraction_of_copy = r.at("fraction_of_copy").get<double>();
      if (r.contains("triton_us") && r["triton_us"].is_number()) row.anchor_us = r["triton_us"].get<double>();
    }
    return section;
  } catch (const json::exception& e) {
    throw InfrastructureError("--benchmark " + path + ": " + e.what());
  }
}

// --- jobs in worker processes -----------------------------------------------------------

struct Job {
  size_t number;    // its place in the campaign's fixed job order (shards split by it)
  size_t property;  // index into the selected entries (the upstream calls last)
  std::string name;
  size_t seed_index;
  int chunk;
  int cases_per_chunk;
  int cases;
  uint64_t rc_seed;
  uint64_t campaign_seed = 0;  // its seed's layouts, for a bounded domain
  fs::path partial, journal, log;
  bool memory_heavy = false;         // at most harness::huge_case_slots() such jobs at once
  bool host_memory_refused = false;  // its worker was refused memory: it runs again in a fresh one
  std::chrono::steady_clock::time_point started;
  std::optional<JobResult> result;  // once done
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
                  total > 0 ? 100.0 * static_cast<double>(done) / static_cast<double>(total) : 100.0,
                  static_cast<long long>(failures), elapsed, eta);
    std::cerr << (tty ? "\r" : "") << line << (tty && !final_line ? "" : "\n") << std::flush;
  }
};

// When the worker last recorded a case (its journal's modification time), or its start.
std::chrono::steady_clock::time_point last_progress(const Job& job) {
  struct stat st {};
  if (stat(job.journal.c_str(), &st) != 0) return job.started;
  const auto modified =
      std::chrono::system_clock::time_point(std::chrono::duration_cast<std::chrono::system_clock::duration>(
          std::chrono::seconds(st.st_mtim.tv_sec) + std::chrono::nanoseconds(st.st_mtim.tv_nsec)));
  const auto age = std::chrono::system_clock::now() - modified;
  return std::max(job.started, std::chrono::steady_clock::now() -
                                   std::chrono::duration_cast<std::chrono::steady_clock::duration>(age));
}

// A job whose worker ended abnormally (a signal, a device fault, a hang): the input it was
// running, from its journal, and how it ended.
JobResult crashed_job_result(const Job& job, const ProbeOutcome& how) {
  const json journal = read_journal(job.journal);  // none: the case is lost, the crash is not
  JobResult result;
  report::PropertyResult& p = result.property;
  p.name = job.name;
  p.cases = std::max<int64_t>(1, journal.value("case_number", int64_t{1}));
  p.failures = 1;
  p.discards = 0;
  p.seconds = 0.0;
  p.cases_to_first_failure = p.cases;
  report::Failure& failure = p.failure.emplace();
  failure.kind = how.kind == ProbeOutcome::Kind::Timeout ? report::FailureKind::timeout : report::FailureKind::crash;
  failure.signal = how.detail;
  result.crash_signature = how.signature;
  const std::string output = tail_of_file(job.log, 12);
  failure.what = "the implementation " +
                 std::string(how.kind == ProbeOutcome::Kind::Timeout ? "hung: " : "took the worker down: ") +
                 how.detail;
  if (!output.empty()) failure.what += "\nlast output of the worker:\n" + indented(output, "  ");
  failure.description = failure.what;
  if (journal.contains("case")) {
    result.record = {{"property", journal.at("property")}, {"case", journal.at("case")}};
    if (journal.contains("mutations")) result.record["mutations"] = journal.at("mutations");
  } else if (journal.contains("upstream_line")) {
    result.upstream_line = journal.at("upstream_line").get<int64_t>();
  }
  return result;
}

// SIGINT or SIGTERM during a campaign (Ctrl-C, a CI timeout, a scheduler's preemption):
// the runner stops its workers and still writes the report of every job that finished.
volatile std::sig_atomic_t g_interrupting_signal = 0;

extern "C" void note_interruption(int signal) { g_interrupting_signal = signal; }

class InterruptionHandlers {
 public:
  InterruptionHandlers() {
    struct sigaction action {};
    action.sa_handler = note_interruption;
    sigemptyset(&action.sa_mask);
    sigaction(SIGINT, &action, &previous_int_);
    sigaction(SIGTERM, &action, &previous_term_);
  }
  ~InterruptionHandlers() {
    sigaction(SIGINT, &previous_int_, nullptr);
    sigaction(SIGTERM, &previous_term_, nullptr);
  }
  InterruptionHandlers(const InterruptionHandlers&) = delete;
  InterruptionHandlers& operator=(const InterruptionHandlers&) = delete;

 private:
  struct sigaction previous_int_ {
  }, previous_term_{};
};

struct RunSettings {
  // The implementation as a worker's arguments: --iut and its domain request.
  std::vector<std::string> implementation;
  int workers;
  bool stop_on_first_failure;
  bool quiet;
  double case_timeout_s;
  // The GPUs workers are spread over (CUDA_VISIBLE_DEVICES entries), each worker pinned to
  // the one running fewest; empty: workers inherit the environment.
  std::vector<std::string> gpus;
};

// The GPUs this process may use: CUDA_VISIBLE_DEVICES when set, else every GPU nvidia-smi
// lists, by index.
std::vector<std::string> visible_gpus() {
  std::vector<std::string> gpus;
  if (const char* visible = std::getenv("CUDA_VISIBLE_DEVICES")) {
    std::stringstream in(visible);
    for (std::string item; std::getline(in, item, ',');)
      if (!item.empty()) gpus.push_back(item);
    return gpus;
  }
  std::stringstream listing(command_output("nvidia-smi -L 2>/dev/null"));
  for (std::string line; std::getline(listing, line);)
    if (line.rfind("GPU ", 0) == 0) gpus.push_back(std::to_string(gpus.size()));
  return gpus;
}

// A worker process: it loads the implementation once and runs the jobs it is sent, one at
// a time, until its input closes. Starting a process per job paid the implementation's
// load per job (a Python port's interpreter and imports, a CUDA context), which for
// upstream kernels took more of a campaign than some properties did.
struct Worker {
  PipedProcess process;
  int gpu = -1;               // index into RunSettings::gpus, when workers are spread over several
  std::optional<size_t> job;  // the job it runs; none: idle
};

// The worker pool's state while jobs run.
struct Pool {
  std::deque<size_t> pending;
  std::vector<Worker> workers;
  int64_t total = 0, done = 0, failures = 0;
  bool stopping = false;

  int busy() const {
    return static_cast<int>(std::count_if(workers.begin(), workers.end(), [](const Worker& w) { return w.job; }));
  }
};

// Ends a worker's process: asked (its input closed) when idle, killed when it runs a job.
ExitStatus end_worker(Worker& w) {
  close(w.process.input);
  if (w.job) return kill_process(w.process.pid);
  if (const std::optional<ExitStatus> status = wait_process(w.process.pid, 30)) return *status;
  return {true, -1, SIGKILL};
}

// A new worker, on the GPU that has fewest.
Worker& start_worker(const RunSettings& run, Pool& pool, const Job& first) {
  static const std::string self = self_executable();
  Worker w;
  std::vector<std::string> environment;
  if (run.gpus.size() > 1) {
    std::vector<int> on_gpu(run.gpus.size(), 0);
    for (const Worker& other : pool.workers) ++on_gpu[static_cast<size_t>(other.gpu)];
    w.gpu = static_cast<int>(std::min_element(on_gpu.begin(), on_gpu.end()) - on_gpu.begin());
    environment.push_back("CUDA_VISIBLE_DEVICES=" + run.gpus[static_cast<size_t>(w.gpu)]);
  }
  std::vector<std::string> argv = {self, "worker"};
  argv.insert(argv.end(), run.implementation.begin(), run.implementation.end());
  w.process = spawn_piped_process(argv, first.log, environment);
  pool.workers.push_back(w);
  return pool.workers.back();
}

// Sends a job to a worker as one line of JSON; false when the worker is gone.
bool send_job(Worker& w, Job& job) {
  // Every job of one seed draws from the seed's layouts, in whichever process it runs.
  const std::string line = json{{"property", job.name},        {"rc_seed", job.rc_seed},
                                {"cases", job.cases},          {"specialization_seed", job.campaign_seed},
                                {"out", job.partial.string()}, {"journal", job.journal.string()},
                                {"log", job.log.string()}}
                               .dump() +
                           "\n";
  job.started = std::chrono::steady_clock::now();
  for (size_t sent = 0; sent < line.size();) {
    const ssize_t n = write(w.process.input, line.data() + sent, line.size() - sent);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    sent += static_cast<size_t>(n);
  }
  return true;
}

// The job's result once it ended: its partial, or what the crash, hang or setup error left.
void finish_job(Job& job, const ExitStatus& status, bool timed_out, const RunSettings& run) {
  if (!timed_out && !status.signaled && status.code == kExitUsage) {
    std::cerr << tail_of_file(job.log, 20) << "\n";
    throw InfrastructureError("a worker for " + job.name + " ended on a setup error (its output is above)");
  }
  if (!timed_out && !status.signaled && status.code == kExitPass && fs::exists(job.partial)) {
    try {
      job.result = parse_job_result(read_json(job.partial), job.partial.string());
    } catch (const report::ReportError& e) {
      throw InfrastructureError(e.what());
    }
    return;
  }
  const std::string fault =
      status.code == kExitDeviceFault ? read_journal(job.journal).value("fault", std::string()) : std::string();
  job.result = crashed_job_result(
      job, crash_outcome(timed_out, run.case_timeout_s, status.signaled, status.signal, status.code, fault));
}

// Sends pending jobs to idle workers, starting workers up to the limit: the first pending
// job each time, passing over memory-heavy ones while the machine's huge-case slots are
// taken (the other workers go on with ordinary jobs meanwhile).
void start_jobs(std::vector<Job>& jobs, const RunSettings& run, Pool& pool) {
  const int huge_slots = harness::huge_case_slots();
  while (!pool.stopping && !pool.pending.empty() && pool.busy() < run.workers) {
    const int heavy_running = static_cast<int>(std::count_if(
        pool.workers.begin(), pool.workers.end(), [&](const Worker& w) { return w.job && jobs[*w.job].memory_heavy; }));
    const auto next = std::find_if(pool.pending.begin(), pool.pending.end(),
                                   [&](size_t i) { return !jobs[i].memory_heavy || heavy_running < huge_slots; });
    if (next == pool.pending.end()) return;
    const size_t j = *next;
    pool.pending.erase(next);
    auto idle = std::find_if(pool.workers.begin(), pool.workers.end(), [](const Worker& w) { return !w.job; });
    if (idle != pool.workers.end() && jobs[j].host_memory_refused) {
      end_worker(*idle);
      pool.workers.erase(idle);
      idle = pool.workers.end();
    }
    const bool fresh = idle == pool.workers.end();
    Worker& w = fresh ? start_worker(run, pool, jobs[j]) : *idle;
    if (send_job(w, jobs[j])) {
      w.job = j;
      continue;
    }
    // It ended before it read the job. An idle one ended on its own: the job goes to
    // another. A fresh one never ran: starting more would end the same way.
    end_worker(w);
    pool.workers.erase(pool.workers.begin() + (&w - pool.workers.data()));
    if (fresh)
      throw InfrastructureError("a worker process ended as it started; its output:\n" + tail_of_file(jobs[j].log, 20));
    pool.pending.push_front(j);
  }
}

// A job whose worker the host refused memory holds no finding: it runs again from its first
// case, in a fresh process and as a memory-heavy job (beside fewer huge cases, and its worker
// ends after it). Refused a second time, the campaign ends: this machine cannot run it.
void run_again_after_host_memory(Job& job, size_t index, Pool& pool) {
  const std::string worker_said = tail_of_file(job.log, 1);
  const json journal = read_journal(job.journal);
  const std::string at =
      journal.contains("case_number") ? " at its case " + std::to_string(journal.value("case_number", 0)) : "";
  const std::string what = job.name + " (job " + std::to_string(job.number) + ")" + at + ": " + worker_said;
  if (job.host_memory_refused)
    throw InfrastructureError("the host refused a worker memory twice running " + what +
                              "\nThis says nothing about the implementation: run the campaign with fewer --workers "
                              "or on a machine with more memory (or a higher vm.max_map_count).");
  std::cerr << "kda_suite: the host refused a worker memory running " << what
            << "\n  the job runs again from its first case in a fresh worker\n";
  job.host_memory_refused = true;
  job.memory_heavy = true;
  fs::remove(job.journal);
  pool.pending.push_front(index);
}

// Collects the jobs that ended: written (done), or their worker ended or hung (no new case
// within the timeout). A worker goes on to the next job only after a job it finished, and
// not after a memory-heavy one, so that what it kept (a caching allocator's gigabytes) goes
// back to the machine. True when any job ended.
bool collect_jobs(std::vector<Job>& jobs, const RunSettings& run, Pool& pool) {
  const auto timeout = std::chrono::duration<double>(run.case_timeout_s);
  bool ended = false;
  for (size_t r = 0; r < pool.workers.size();) {
    Worker& w = pool.workers[r];
    std::optional<ExitStatus> status = poll_process(w.process.pid);
    if (!w.job) {  // idle: nothing to collect unless it ended
      if (!status) {
        ++r;
        continue;
      }
      close(w.process.input);
      pool.workers.erase(pool.workers.begin() + static_cast<std::ptrdiff_t>(r));
      continue;
    }
    Job& job = jobs[*w.job];
    const bool written = !status && fs::exists(job.partial);
    const bool timed_out = !status && !written && std::chrono::steady_clock::now() - last_progress(job) > timeout;
    if (!status && !written && !timed_out) {
      ++r;
      continue;
    }
    ended = true;
    if (written) status = ExitStatus{false, kExitPass, 0};
    if (timed_out) status = end_worker(w);  // killed: it runs the job
    const size_t index = *w.job;
    w.job.reset();
    const bool keep = written && !job.memory_heavy;
    if (keep) {
      ++r;
    } else {
      if (written)
        end_worker(w);  // asked: it is idle now
      else if (!timed_out)
        close(w.process.input);  // it ended on its own
      pool.workers.erase(pool.workers.begin() + static_cast<std::ptrdiff_t>(r));
    }
    if (!timed_out && !status->signaled && status->code == kExitHostMemory) {
      run_again_after_host_memory(job, index, pool);
      continue;
    }
    finish_job(job, *status, timed_out, run);
    pool.done += job.result->property.cases;
    pool.failures += job.result->property.failures;
    if (pool.failures > 0 && run.stop_on_first_failure) pool.stopping = true;
  }
  return ended;
}

// Ends every worker: asked when idle, killed when running (an interruption, a setup error).
void end_workers(Pool& pool) {
  for (Worker& w : pool.workers) end_worker(w);
  pool.workers.clear();
}

// Runs every job in worker processes (posix_spawn of this executable: RapidCheck keeps
// global state, so processes rather than threads), at most `workers` at a time.
void run_jobs(std::vector<Job>& jobs, const RunSettings& run) {
  // Costliest cases first (the table gives them the smallest chunks: the rollouts), so
  // that the campaign does not end with one worker finishing a long job alone.
  std::vector<size_t> order(jobs.size());
  for (size_t i = 0; i < jobs.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(),
                   [&](size_t a, size_t b) { return jobs[a].cases_per_chunk < jobs[b].cases_per_chunk; });
  Pool pool;
  pool.pending.assign(order.begin(), order.end());
  for (const Job& j : jobs) pool.total += j.cases;
  // A worker that ended while idle shows as a failed write, not as the end of the runner.
  struct sigaction ignore {
  }, previous{};
  ignore.sa_handler = SIG_IGN;
  sigaction(SIGPIPE, &ignore, &previous);
  Progress progress;
  while (pool.busy() > 0 || (!pool.pending.empty() && !pool.stopping)) {
    if (g_interrupting_signal != 0) break;  // the jobs in flight count as not run
    bool ended = false;
    try {
      start_jobs(jobs, run, pool);
      ended = collect_jobs(jobs, run, pool);
    } catch (...) {
      // The campaign ends here (a setup error, a worker that cannot start): no worker may
      // outlive it (they hold the device).
      end_workers(pool);
      sigaction(SIGPIPE, &previous, nullptr);
      throw;
    }
    if (!run.quiet) progress.show(pool.done, pool.total, pool.failures, false);
    if (!ended) std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  end_workers(pool);
  sigaction(SIGPIPE, &previous, nullptr);
  if (!run.quiet) progress.show(pool.done, pool.total, pool.failures, true);
}

// --- the report -----------------------------------------------------------------------

std::string implementation_device(const KdaPluginV1& plugin) {
  return plugin.device_type == kDLCUDA ? "cuda" : plugin.device_type == kDLCPU ? "cpu" : "other";
}

// One line for a failure: the worst difference, or the first line of what went wrong.
std::string difference_line(const report::Failure& f) {
  if (!f.worst.empty()) {
    const report::WorstElement& w = f.worst[0];
    std::string line = w.where + ": got " + w.got + " expected " + w.expected;
    if (!w.dtype.empty()) {
      line += " allowed " + w.allowed;
      if (w.ulps) line += ", " + std::to_string(*w.ulps) + " ulps of " + w.dtype;
    }
    return line + " (" + w.rule + ")";
  }
  if (f.kind != report::FailureKind::property) return std::string(report::kind_name(f.kind)) + ": " + f.signal;
  return first_line(f.what);
}

// --- plan -----------------------------------------------------------------------------

// Seeds: explicit, random, or the profile's.
std::vector<uint64_t> campaign_seeds(const CampaignOptions& o, const Profile& profile) {
  std::vector<uint64_t> seeds = o.seeds;
  const int random_seeds = o.random_seeds > 0 ? o.random_seeds : (seeds.empty() ? profile.random_seeds : 0);
  if (random_seeds > 0) {
    std::random_device device;
    for (int i = 0; i < random_seeds; ++i)
      seeds.push_back((static_cast<uint64_t>(device()) << 32 | device()) % 4000000000000000000ull);
  }
  if (seeds.empty()) seeds = profile.default_seeds;
  if (o.shard_count > 1 && random_seeds > 0)
    throw InfrastructureError("--shard needs the same seeds in every shard: give --seeds (the " + o.profile +
                              " profile draws random seeds otherwise)");
  return seeds;
}

// The properties, and whether the recorded upstream calls run (every KDA campaign, unless
// --properties leaves them out: the recorded calls are KDA's).
std::vector<const CampaignProperty*> selected_properties(const CampaignOptions& o, const Profile& profile,
                                                         bool* upstream_calls) {
  std::vector<const CampaignProperty*> selected;
  *upstream_calls = o.properties.empty() && o.op == Op::kda;
  for (const std::string& name : o.properties) {
    if (name == kUpstreamCallsProperty) {
      if (o.op != Op::kda)
        throw InfrastructureError(std::string(kUpstreamCallsProperty) +
                                  " replays KDA's recorded calls: it cannot run with --op " + op_name(o.op));
      *upstream_calls = true;
      continue;
    }
    const CampaignProperty* p = find_campaign_property(name);
    if (p == nullptr) {
      std::string known;
      for (const CampaignProperty& q : campaign_properties()) known += "\n  " + q.name;
      throw InfrastructureError("unknown property '" + name + "'; the battery has:" + known + "\n  " +
                                kUpstreamCallsProperty);
    }
    if (p->memory_heavy && !profile.memory_heavy)
      throw InfrastructureError("property '" + name + "' builds pools past 2^31 elements: the " + o.profile +
                                " profile leaves it out (the gpu and soak profiles run it)");
    selected.push_back(p);
  }
  if (o.properties.empty())
    for (const CampaignProperty& p : campaign_properties())
      if (!p.memory_heavy || profile.memory_heavy) selected.push_back(&p);
  return selected;
}

// A port that compiles per shape: every worker shares one compile cache in the run's
// folder, so that a layout compiled by one job is loaded by the others. One subfolder per
// compiler the upstream ports use: Triton's, Helion's, TVM-FFI's build directory, SGLang's
// JIT build directory (its JIT CUDA kernels build through TVM-FFI into it), and the CuTe
// DSL's file cache. Workers inherit the variables.
fs::path share_compile_caches(const fs::path& report_path, const std::string& folder_asked) {
  const fs::path cache =
      fs::absolute(folder_asked.empty() ? report_path.parent_path() / (report_path.stem().string() + ".compile-cache")
                                        : fs::path(folder_asked));
  static constexpr std::pair<const char*, const char*> kCompilerCaches[] = {{"TRITON_CACHE_DIR", "triton"},
                                                                            {"HELION_CACHE_DIR", "helion"},
                                                                            {"TVM_FFI_CACHE_DIR", "tvm-ffi"},
                                                                            {"SGLANG_JIT_CACHE_DIR", "sglang-jit"},
                                                                            {"CUTE_DSL_CACHE_DIR", "cute-dsl"}};
  for (const auto& [variable, folder] : kCompilerCaches) {
    std::error_code ec;
    fs::create_directories(cache / folder, ec);
    const fs::path probe = cache / folder / ".writable";
    if (!ec) std::ofstream(probe) << "kda_suite\n";
    if (ec || !fs::exists(probe))
      throw InfrastructureError("the compile cache " + (cache / folder).string() + " cannot be written" +
                                (ec ? ": " + ec.message() : std::string()));
    fs::remove(probe, ec);
    setenv(variable, (cache / folder).c_str(), 1);
  }
  return cache;
}

// The report's declared_domain section (nullopt: the whole contract).
std::optional<report::DeclaredDomain> domain_section(const std::optional<Domain>& domain, size_t seed_count,
                                                     const fs::path& report_path, const std::string& compile_cache) {
  if (!domain) return std::nullopt;
  report::DeclaredDomain section{
      domain->source.empty() ? std::string("--specializations") : display_path(domain->source), domain->restrictions(),
      "", std::nullopt};
  if (domain->specializations <= 0) return section;
  section.compile_cache = display_path(share_compile_caches(report_path, compile_cache).string());
  section.specializations_per_seed = domain->specializations;
  section.restrictions.push_back(
      "judged on " + std::to_string(domain->specializations) + " layouts per seed and case family, at most " +
      std::to_string(domain->specializations * static_cast<int64_t>(seed_count)) + " per case family in this campaign");
  return section;
}

// Every job of the campaign, in its fixed order: per property, per seed, per chunk, and the
// recorded upstream calls last.
std::vector<Job> plan_jobs(const std::vector<const CampaignProperty*>& selected, bool upstream_calls,
                           const std::vector<uint64_t>& seeds, const Profile& profile, double scale, int chunk_factor,
                           int job_split, const fs::path& scratch) {
  std::vector<Job> jobs;
  const auto add_job = [&](size_t property, const std::string& name, size_t seed_index, int chunk, int per_chunk,
                           int cases, uint64_t rc_seed) {
    Job job;
    job.number = jobs.size();
    job.property = property;
    job.memory_heavy = property < selected.size() && selected[property]->memory_heavy;
    job.name = name;
    job.seed_index = seed_index;
    job.chunk = chunk;
    job.cases_per_chunk = per_chunk;
    job.cases = cases;
    job.rc_seed = rc_seed;
    job.campaign_seed = seeds[seed_index];
    const std::string n = std::to_string(jobs.size());
    job.partial = scratch / (n + ".json");
    job.journal = scratch / (n + ".journal");
    job.log = scratch / (n + ".log");
    jobs.push_back(std::move(job));
  };
  for (size_t p = 0; p < selected.size(); ++p) {
    const int cases = budget(profile, *selected[p], scale);
    const int per_chunk = std::max(1, selected[p]->cases_per_chunk * chunk_factor / job_split);
    const int chunks = std::max(1, (cases + per_chunk - 1) / per_chunk);
    for (size_t s = 0; s < seeds.size(); ++s)
      for (int c = 0; c < chunks; ++c)
        add_job(p, selected[p]->name, s, c, per_chunk, cases / chunks + (c < cases % chunks ? 1 : 0),
                job_seed(seeds[s], selected[p]->name, c));
  }
  if (upstream_calls) add_job(selected.size(), kUpstreamCallsProperty, 0, 0, 600, 600, 0);
  return jobs;
}

// The plan every shard of one campaign shares: what kda_report merge checks, so that it
// joins shards of one campaign only.
std::string plan_id(Op op, const std::string& profile, const std::string& implementation,
                    const std::optional<Domain>& domain, const std::optional<report::DeclaredDomain>& domain_section,
                    const std::vector<Job>& jobs, const std::vector<uint64_t>& seeds) {
  std::string plan_text =
      std::string(op_name(op)) + "|" + profile + "|" + implementation + "|" +
      (domain ? domain_section->source + "|" + std::to_string(domain->specializations) : std::string());
  for (const Job& j : jobs)
    plan_text += "|" + j.name + ":" + std::to_string(j.seed_index) + ":" + std::to_string(j.chunk) + ":" +
                 std::to_string(j.cases) + ":" + std::to_string(j.rc_seed);
  for (uint64_t seed : seeds) plan_text += "|seed " + std::to_string(seed);
  char plan[17];
  std::snprintf(plan, sizeof plan, "%016llx", static_cast<unsigned long long>(name_hash(plan_text)));
  return plan;
}

struct CampaignPlan {
  Selection selection;
  const Profile* profile = nullptr;
  double scale = 1;
  std::vector<uint64_t> seeds;
  std::vector<const CampaignProperty*> selected;
  bool upstream_calls = false;
  std::optional<report::Benchmark> benchmark;
  std::optional<report::DeclaredDomain> domain;
  fs::path report_path, scratch;
  std::vector<Job> jobs;  // this shard's
  std::string plan;
  size_t campaign_jobs = 0;
  int64_t campaign_cases = 0, planned = 0;
  int workers = 1;
  std::vector<std::string> gpus;
};

// "ci campaign", "ci campaign of gdn": the op is named where it is not the default.
std::string campaign_title(const CampaignOptions& o) {
  return o.profile + " campaign" + (o.op == Op::kda ? std::string() : std::string(" of ") + op_name(o.op));
}

CampaignPlan plan_campaign(const CampaignOptions& o, const DomainRequest& domain) {
  const auto profile_it = profiles().find(o.profile);
  if (profile_it == profiles().end()) throw InfrastructureError("unknown profile '" + o.profile + "'");
  CampaignPlan c;
  c.profile = &profile_it->second;
  c.scale = o.scale > 0 ? o.scale : c.profile->default_scale;
  c.benchmark = benchmark_section(o.benchmark, domain.op);  // read first: fail before the run
  c.seeds = campaign_seeds(o, *c.profile);
  c.selected = selected_properties(o, *c.profile, &c.upstream_calls);
  // Loads the implementation here first, so that a bad --iut is one clear error.
  c.selection = select(o.iut, domain);
  const Selection& selection = c.selection;
  // A property the declared domain leaves no case for is not run; the report's restrictions
  // say why. Asked for by name, it is an error rather than an empty result.
  for (const std::string& outside : properties_outside(selection.domain)) {
    if (std::find(o.properties.begin(), o.properties.end(), outside) != o.properties.end())
      throw InfrastructureError("property '" + outside + "' draws no case inside the declared domain (" +
                                selection.domain->source + ")");
    std::erase_if(c.selected, [&](const CampaignProperty* p) { return p->name == outside; });
  }
  const std::string stamp = utc_now("%Y%m%dT%H%M%SZ");
  c.report_path =
      o.report.empty() ? harness::data_layout().reports_dir / (o.profile + "-" + stamp + ".json") : fs::path(o.report);
  c.domain = domain_section(selection.domain, c.seeds.size(), c.report_path, o.compile_cache);
  if (!o.compile_cache.empty() && !(c.domain && c.domain->specializations_per_seed))
    throw InfrastructureError(
        "--compile-cache: this campaign bounds no specializations (no domain \"specializations\", "
        "no --specializations), so its workers share no compile cache");
  c.scratch = fs::temp_directory_path() / ("kda_suite-" + std::to_string(getpid()) + "-" + stamp);
  fs::create_directories(c.scratch);
  // A Python port's worker pays the interpreter's start and its imports (numpy, torch) per
  // job: four times the cases per job.
  const int chunk_factor = c.profile->chunk_factor * (harness::is_python_selector(o.iut) ? 4 : 1);
  c.jobs = plan_jobs(c.selected, c.upstream_calls, c.seeds, *c.profile, c.scale, chunk_factor, o.job_split, c.scratch);
  for (const Job& j : c.jobs) c.campaign_cases += j.cases;
  c.plan = plan_id(o.op, o.profile, selection.iut->name(), selection.domain, c.domain, c.jobs, c.seeds);
  c.campaign_jobs = c.jobs.size();
  if (o.shard_count > 1)
    std::erase_if(c.jobs, [&](const Job& j) { return static_cast<int>(j.number % o.shard_count) != o.shard_index; });
  c.workers = o.workers > 0 ? o.workers : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  // A device implementation's workers go to every visible GPU; a host one's stay unpinned.
  c.gpus = implementation_device(selection.iut->plugin()) == "cuda" ? visible_gpus() : std::vector<std::string>{};
  for (const Job& j : c.jobs) c.planned += j.cases;
  return c;
}

void announce(const CampaignOptions& o, const CampaignPlan& c, const std::string& implementation) {
  std::cerr << "kda_suite: " << campaign_title(o) << " on " << implementation << ": "
            << c.selected.size() + (c.upstream_calls ? 1 : 0) << " properties x " << c.seeds.size() << " seed(s), "
            << c.planned << " cases in " << c.jobs.size() << " jobs"
            << (o.shard_count > 1 ? " (shard " + std::to_string(o.shard_index) + "/" + std::to_string(o.shard_count) +
                                        " of " + std::to_string(c.campaign_jobs) + " jobs)"
                                  : std::string())
            << ", " << c.workers << " worker(s)"
            << (c.gpus.size() > 1 ? " over " + std::to_string(c.gpus.size()) + " GPUs" : std::string()) << "\n";
}

// --- merge ----------------------------------------------------------------------------

struct Closest {
  report::NearMiss near;  // without its replay: the case file is written last
  json record;
};

// What the report needs to write case files and replay commands.
struct CaseFiles {
  std::string iut;
  fs::path failures_dir, closest_dir;
  std::string stem;
  ProbeSettings probes;
  int interrupted_by = 0;

  std::string replay_of_file(const fs::path& file) const {
    return replay_start() + " --case-file " + shell_quote(display_path(file));
  }
  std::string replay_of_upstream_call(int64_t line) const {
    return replay_start() + " --upstream-call " + std::to_string(line);
  }
  std::string replay_start() const {
    return replay_prefix(iut, probes.domain.op, probes.domain.file.empty() ? "" : display_path(probes.domain.file));
  }
  // A case file: the input, when and how it was found.
  void save(const fs::path& file, const json& record, const std::string& found, const json& crash) const {
    ordered_json saved;
    saved["property"] = record.at("property");
    saved["case"] = ordered_json::parse(record.at("case").dump());
    if (record.contains("mutations")) saved["mutations"] = ordered_json::parse(record.at("mutations").dump());
    saved["date"] = utc_now("%Y-%m-%d");
    saved["seed"] = found;
    saved["caught"] = "";
    if (!crash.is_null()) saved["crash"] = ordered_json::parse(crash.dump());
    write_file(file, saved.dump(2) + "\n");
  }
};

// One property's jobs summed, in (seed, chunk) order so the first failure is well defined.
struct PropertyTotals {
  report::PropertyResult property;  // the counts, no failure yet
  int64_t cases_before_failure = 0;
  std::map<std::string, Closest> closest;
  const Job* first_failure = nullptr;
};

// The cases a job ran before its failure.
int64_t cases_before_failure(const JobResult& r) { return r.property.cases_to_first_failure.value_or(1) - 1; }

// Adds one job's result to the totals (and to the campaign-wide rules and upstream section).
void add_job(PropertyTotals& t, const Job& job, const std::string& name, std::map<int, std::array<int64_t, 3>>& rules,
             std::optional<report::UpstreamCalls>& upstream_calls) {
  const JobResult& r = *job.result;
  if (t.first_failure == nullptr) {
    if (r.property.failures > 0) {
      t.first_failure = &job;
      t.cases_before_failure += cases_before_failure(r);
    } else {
      t.cases_before_failure += r.property.cases;
    }
  }
  if (r.upstream_calls) upstream_calls = r.upstream_calls;
  report::add_property_counts(t.property, r.property);
  for (const report::RuleCoverage& rule : r.rules) {
    std::array<int64_t, 3>& counts = rules[static_cast<int>(rule.id)];
    counts[0] += rule.cases;
    counts[1] += rule.verdict_matches;
    counts[2] += rule.message_matches;
  }
  for (const auto& [key, c] : r.closest) {
    const report::NearMiss near{name, key, c.ratio, c.arithmetic_ratio, c.case_text, ""};
    auto it = t.closest.find(key);
    if (it == t.closest.end() || report::closeness(near) > report::closeness(it->second.near))
      t.closest[key] = {near, c.record};
  }
}

// A crashed or hung case was not shrunk by RapidCheck (the process died): shrinks it probe
// by probe. A record that does not load is reported as it stands: the crash is the finding.
json shrunk_crash_record(json record, const std::string& signature, report::Failure& failure, const CaseFiles& files,
                         double crash_shrink_s) {
  try {
    failure.case_text = describe(input_of_record(record));
    if (files.interrupted_by != 0) {
      // An interrupted run writes its report now: no time for shrinking, and the report
      // says so rather than "shrunk in 0 probes".
      failure.shrink = report::ShrinkStats{};
      failure.shrink->skipped =
          "the run was interrupted (kda_suite replay of the case file reproduces it; a campaign that is not "
          "interrupted shrinks it)";
    } else {
      const ShrunkCrash shrunk = shrink_crash(files.probes, record, signature, crash_shrink_s);
      failure.shrink =
          report::ShrinkStats{shrunk.candidates, shrunk.seconds, failure.case_text, "", shrunk.budget_exhausted};
      record = shrunk.record;
      failure.case_text = describe(input_of_record(record));
    }
  } catch (const std::exception& e) {
    failure.case_text = "(the recorded case does not load, so it was not shrunk: " + std::string(e.what()) + ")\n" +
                        record.at("case").dump();
  }
  return record;
}

// The report's failure of one property: its first failing job's, with a case file (shrunk
// probe by probe for a crash) and the command that replays it.
report::Failure failure_entry(const Job& job, const std::string& name, const CampaignOptions& o, uint64_t seed,
                              const CaseFiles& files) {
  const JobResult& r = *job.result;
  report::Failure failure = *r.property.failure;
  const std::string found = "kda_suite campaign" +
                            (o.op == Op::kda ? std::string() : std::string(" --op ") + op_name(o.op)) + " --profile " +
                            o.profile + " --seeds " + std::to_string(seed) + " (" + name + " chunk " +
                            std::to_string(job.chunk) + ", RapidCheck seed " + std::to_string(job.rc_seed) + ")";
  if (!r.record.is_null()) {
    json record = r.record;
    const fs::path case_file = files.failures_dir / (name + "-" + files.stem + ".json");
    json crash = nullptr;
    if (failure.kind != report::FailureKind::property) {
      crash = {{"kind", report::kind_name(failure.kind)}, {"signal", failure.signal}};
      record = shrunk_crash_record(record, r.crash_signature, failure, files, o.crash_shrink_s);
    }
    const char* how = crash.is_null()             ? ", shrunk by RapidCheck"
                      : files.interrupted_by != 0 ? ", not shrunk (the run was interrupted)"
                                                  : ", shrunk probe by probe";
    files.save(case_file, record, found + how, crash);
    failure.replay = files.replay_of_file(case_file);
    failure.case_json = record;
  } else if (r.upstream_line) {
    failure.replay = files.replay_of_upstream_call(*r.upstream_line);
  }
  failure.difference = difference_line(failure);
  if (failure.case_text.empty())
    failure.case_text = r.upstream_line ? "the recorded call at line " + std::to_string(*r.upstream_line) + " of " +
                                              upstream_calls_file()
                                        : "(no case: the worker ended before it recorded one)";
  return failure;
}

// The jobs merged into the report's sections.
struct Merged {
  std::vector<report::PropertyResult> properties;
  std::map<int, std::array<int64_t, 3>> rules;
  std::map<std::string, int64_t> edge_classes;
  std::optional<report::UpstreamCalls> upstream_calls;
  std::vector<Closest> closest;
  bool any_failure = false;
};

Merged merge_jobs(const CampaignOptions& o, const CampaignPlan& c, const CaseFiles& files) {
  Merged m;
  for (size_t p = 0; p < c.selected.size() + (c.upstream_calls ? 1 : 0); ++p) {
    const std::string name = p == c.selected.size() ? kUpstreamCallsProperty : c.selected[p]->name;
    PropertyTotals t;
    t.property.name = name;
    t.property.discards = 0;
    t.property.seconds = 0.0;
    for (const Job& job : c.jobs)
      if (job.property == p && job.result)  // else not run (stopped early)
        add_job(t, job, name, m.rules, m.upstream_calls);
    for (auto& [key, closest] : t.closest) m.closest.push_back(std::move(closest));
    report::PropertyResult& entry = m.properties.emplace_back(std::move(t.property));
    if (t.first_failure != nullptr) {
      m.any_failure = true;
      entry.cases_to_first_failure = t.cases_before_failure + 1;
      if (o.shard_count > 1)
        entry.shard_first_failure = {static_cast<int64_t>(t.first_failure->number),
                                     cases_before_failure(*t.first_failure->result)};
      entry.failure = failure_entry(*t.first_failure, name, o, c.seeds[t.first_failure->seed_index], files);
    }
    for (const auto& [tag, n] : entry.tags)
      if (tag.rfind("rule=", 0) != 0) m.edge_classes[tag] += n;
  }
  return m;
}

// The cases whose arithmetic came closest to its bound (report::rank_closest), with files to
// replay them.
std::vector<report::NearMiss> closest_section(std::vector<Closest> closest, const CaseFiles& files,
                                              const fs::path& report_path) {
  std::stable_sort(closest.begin(), closest.end(), [](const Closest& a, const Closest& b) {
    return report::closeness(a.near) > report::closeness(b.near);
  });
  if (closest.size() > report::kClosestShown) closest.resize(report::kClosestShown);
  std::vector<report::NearMiss> section;
  for (size_t i = 0; i < closest.size(); ++i) {
    const fs::path file = files.closest_dir / (files.stem + "-" + std::to_string(i + 1) + ".json");
    files.save(file, closest[i].record, "closest to its bound in " + report_path.filename().string(), nullptr);
    section.push_back(closest[i].near);
    section.back().replay = files.replay_of_file(file);
  }
  return section;
}

// Every rule of the contract with its counts; nullopt when no invalid-call property ran.
std::optional<std::vector<report::RuleCoverage>> rules_section(Op op,
                                                               const std::vector<const CampaignProperty*>& selected,
                                                               const std::map<int, std::array<int64_t, 3>>& rules) {
  bool any_invalid = false;
  for (const CampaignProperty* p : selected) any_invalid = any_invalid || p->invalid_calls;
  if (!any_invalid) return std::nullopt;
  std::vector<report::RuleCoverage> section;
  for (const RuleSpec& spec : op_spec(op).rules) {
    const int id = rule_number(op, spec.id);
    const auto found = rules.find(id);
    const auto counts = found != rules.end() ? found->second : std::array<int64_t, 3>{0, 0, 0};
    section.push_back({id, spec.name, counts[0], counts[1], counts[2]});
  }
  return section;
}

// --- report ---------------------------------------------------------------------------

int64_t total_cases(const std::vector<report::PropertyResult>& properties) {
  int64_t total = 0;
  for (const report::PropertyResult& p : properties) total += p.cases;
  return total;
}

report::Report campaign_report(const CampaignOptions& o, const CampaignPlan& c, const KdaPluginV1& plugin,
                               const Merged& m, std::vector<report::NearMiss> closest, double duration,
                               int interrupted_by) {
  report::Report r;
  r.format = report::kReportFormat;
  r.result = m.any_failure ? "fail" : interrupted_by != 0 ? "incomplete" : "pass";
  r.created = utc_now("%Y-%m-%dT%H:%M:%SZ");
  r.suite_version = cli::version();
  r.suite_git = harness::suite_revision();
  r.implementation_name = plugin.name ? plugin.name : "?";
  r.implementation_version = plugin.version ? plugin.version : "";
  r.implementation_device = implementation_device(plugin);
  r.machine_host = command_output("hostname 2>/dev/null");
  if (const std::string gpu = first_line(command_output("nvidia-smi -L 2>/dev/null")); !gpu.empty())
    r.machine_gpu = gpu;
  r.machine_cpus = static_cast<int64_t>(std::thread::hardware_concurrency());
  r.op = op_name(o.op);
  r.profile = o.profile;
  for (uint64_t seed : c.seeds) r.seeds.push_back(static_cast<int64_t>(seed));
  r.scale = c.scale;
  r.workers = c.workers;
  r.duration_s = duration;
  r.cases_total = total_cases(m.properties);
  r.declared_domain = c.domain;
  r.properties = m.properties;
  r.rules = rules_section(o.op, c.selected, m.rules);
  r.edge_classes = m.edge_classes;
  r.upstream_calls = m.upstream_calls;
  r.closest_to_bound = std::move(closest);
  r.benchmark = c.benchmark;
  if (interrupted_by != 0) r.interrupted = report::Interruption{signal_text(interrupted_by), c.planned};
  if (o.shard_count > 1) {
    report::Shard& shard = r.shard.emplace();
    shard = {o.shard_index, o.shard_count, c.plan, static_cast<int64_t>(c.campaign_jobs), c.campaign_cases, {}};
    for (const Job& j : c.jobs)
      if (j.result) shard.jobs.push_back({static_cast<int64_t>(j.number), j.name, j.result->property.cases});
  }
  return r;
}

struct Written {
  fs::path report, markdown, html;
  std::string junit;
};

// The report, and its renderings.
Written write_report(const CampaignOptions& o, const fs::path& report_path, const report::Report& report) {
  write_file(report_path, report::to_json(report).dump(2) + "\n");
  const bool both = !o.html && !o.markdown;
  Written w{report_path, report_path, report_path, o.junit};
  w.markdown.replace_extension(".md");
  w.html.replace_extension(".html");
  if (o.markdown || both)
    write_file(w.markdown, report::render_markdown(report));
  else
    w.markdown.clear();
  if (o.html || both)
    write_file(w.html, report::render_html(report));
  else
    w.html.clear();
  if (!o.junit.empty()) write_file(o.junit, report::render_junit(report));
  return w;
}

// One property's failure on stdout: the difference, the case and the replay command.
void print_failure(const report::PropertyResult& p) {
  const report::Failure& f = *p.failure;
  std::cout << "  "
            << (f.kind == report::FailureKind::crash     ? "CRASHED"
                : f.kind == report::FailureKind::timeout ? "HUNG"
                                                         : "FAILED")
            << " " << p.name << " after " << p.cases_to_first_failure.value_or(0) << " cases: " << f.difference << "\n";
  if (f.shrink && !f.shrink->skipped.empty())
    std::cout << "    not shrunk: " << f.shrink->skipped << "\n";
  else if (f.shrink)
    std::cout << "    shrunk in " << f.shrink->candidates.value_or(0) << " probes ("
              << std::lround(f.shrink->seconds.value_or(0.0)) << " s)\n";
  if (f.kind == report::FailureKind::property && f.worst.empty()) {
    // A verdict or message that differs: the lines under the first say what each side said.
    std::istringstream what(f.what);
    std::string line;
    std::getline(what, line);
    for (int shown = 0; shown < 4 && std::getline(what, line); ++shown) std::cout << "    " << line << "\n";
  }
  std::cout << indented(f.case_text, "    ");
  for (size_t w = 1; w < f.worst.size() && w < 4; ++w)
    std::cout << "    also " << f.worst[w].where << ": got " << f.worst[w].got << " expected " << f.worst[w].expected
              << " (" << f.worst[w].rule << ")\n";
  std::cout << "    replay: " << f.replay << "\n";
}

void print_summary(const CampaignOptions& o, const CampaignPlan& c, const std::string& implementation, const Merged& m,
                   const Written& written, double duration, int interrupted_by) {
  const int64_t total = total_cases(m.properties);
  std::cout << "kda_suite: "
            << (m.any_failure         ? "FAIL"
                : interrupted_by != 0 ? "INCOMPLETE"
                                      : "PASS")
            << ": " << campaign_title(o) << " on " << implementation << ", " << total << " cases, "
            << m.properties.size() << " properties, " << c.seeds.size() << " seed(s), " << std::lround(duration)
            << " s\n";
  if (interrupted_by != 0)
    std::cout << "  interrupted by " << signal_text(interrupted_by) << " after " << total << " of " << c.planned
              << " planned cases: the report holds the jobs that finished\n";
  for (const report::PropertyResult& p : m.properties)
    if (p.failure) print_failure(p);
  std::cout << "  report: " << written.report.string() << "\n";
  if (!written.markdown.empty()) std::cout << "  markdown: " << written.markdown.string() << "\n";
  if (!written.html.empty()) std::cout << "  html: " << written.html.string() << "\n";
  if (!written.junit.empty()) std::cout << "  junit: " << written.junit << "\n";
}

// The domain request a worker or probe repeats: the file as an absolute path (workers
// may run elsewhere), and the campaign's specializations.
DomainRequest worker_domain(const CampaignOptions& o) {
  return {o.op, o.domain.empty() ? std::string() : fs::absolute(o.domain).string(), o.specializations, std::nullopt};
}

}  // namespace

int campaign(const CampaignOptions& o) {
  const DomainRequest domain = worker_domain(o);
  CampaignPlan plan = plan_campaign(o, domain);
  const std::string implementation = plan.selection.iut->name();
  if (!o.quiet) announce(o, plan, implementation);

  const auto start = std::chrono::steady_clock::now();
  std::vector<std::string> arguments = {"--iut", o.iut};
  for (const std::string& a : domain_arguments(domain)) arguments.push_back(a);
  {
    const InterruptionHandlers handlers;
    run_jobs(plan.jobs, {arguments, plan.workers, o.stop_on_first_failure, o.quiet, o.case_timeout_s, plan.gpus});
  }
  const int interrupted_by = g_interrupting_signal;
  const double duration = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

  const CaseFiles files{o.iut,
                        plan.report_path.parent_path() / "failures",
                        plan.report_path.parent_path() / "closest",
                        plan.report_path.stem().string(),
                        {self_executable(), o.iut, domain, o.case_timeout_s, plan.scratch},
                        interrupted_by};
  const Merged merged = merge_jobs(o, plan, files);
  std::error_code ignored;
  fs::remove_all(plan.scratch, ignored);
  const report::Report report =
      campaign_report(o, plan, plan.selection.iut->plugin(), merged,
                      closest_section(merged.closest, files, plan.report_path), duration, interrupted_by);
  const Written written = write_report(o, plan.report_path, report);
  print_summary(o, plan, implementation, merged, written, duration, interrupted_by);
  return merged.any_failure ? kExitFail : interrupted_by != 0 ? kExitUsage : kExitPass;
}

// --- the worker side ------------------------------------------------------------------------

namespace {

// Each input goes to the journal before the implementation sees it: one line appended to a
// file the worker keeps open, and the runner reads the last whole line (read_journal). One
// write a case, where renaming a fresh file over the last record made ext4 write it to the
// disk at every case. The file starts again once past 1 MiB.
class Journal {
 public:
  explicit Journal(const fs::path& path)
      : path_(path), fd_(open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_APPEND | O_CLOEXEC, 0644)) {
    if (fd_ < 0) throw InfrastructureError("cannot write " + path_.string());
  }
  Journal(const Journal&) = delete;
  Journal& operator=(const Journal&) = delete;
  ~Journal() { close(fd_); }
  void write(json record) {
    record["case_number"] = ++cases_;
    append(record.dump());
    last_ = std::move(record);
  }
  void fault(const std::string& what) {
    json record = last_;
    record["fault"] = what;
    append(record.dump());
  }

 private:
  static constexpr size_t kRestartBytes = size_t{1} << 20;
  void append(std::string line) {
    line += '\n';
    if (written_ + line.size() > kRestartBytes) {
      if (ftruncate(fd_, 0) != 0) throw InfrastructureError("cannot truncate " + path_.string());
      written_ = 0;
    }
    for (size_t at = 0; at < line.size();) {
      const ssize_t n = ::write(fd_, line.data() + at, line.size() - at);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) throw InfrastructureError("cannot write " + path_.string());
      at += static_cast<size_t>(n);
    }
    written_ += line.size();
  }
  fs::path path_;
  int fd_;
  size_t written_ = 0;
  json last_ = json::object();
  int64_t cases_ = 0;
};

// Reads a small /proc file into `text` with no allocation; its length, or 0.
size_t read_proc(const char* path, char* text, size_t capacity) {
  const int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return 0;
  const ssize_t n = read(fd, text, capacity - 1);
  close(fd);
  text[n > 0 ? n : 0] = '\0';
  return n > 0 ? static_cast<size_t>(n) : 0;
}

// The lines of /proc/self/maps (one per mapping), read with no allocation.
long mapping_count() {
  const int fd = open("/proc/self/maps", O_RDONLY | O_CLOEXEC);
  if (fd < 0) return -1;
  long lines = 0;
  char chunk[4096];
  for (ssize_t n; (n = read(fd, chunk, sizeof chunk)) > 0;) lines += std::count(chunk, chunk + n, '\n');
  close(fd);
  return lines;
}

// The host refused this worker memory: it ends with kExitHostMemory and the runner runs its
// job again in a fresh process. Its log's last line says what it held (the mappings against
// the machine's vm.max_map_count, the resident memory), for whoever runs the machine.
// Nothing is allocated: there may be nothing left to allocate.
[[noreturn]] void end_on_host_memory() {
  char statm[128], max_maps[32], line[256];
  long pages = 0, resident = 0;
  if (read_proc("/proc/self/statm", statm, sizeof statm) > 0) std::sscanf(statm, "%ld %ld", &pages, &resident);
  if (read_proc("/proc/sys/vm/max_map_count", max_maps, sizeof max_maps) == 0) std::snprintf(max_maps, 4, "?");
  max_maps[std::strcspn(max_maps, "\n")] = '\0';
  const long page = sysconf(_SC_PAGESIZE);
  const int n = std::snprintf(line, sizeof line,
                              "kda_suite worker: the host refused this process memory (std::bad_alloc), holding %ld "
                              "memory mappings (vm.max_map_count %s) and %ld MiB resident\n",
                              mapping_count(), max_maps, resident * page >> 20);
  if (n > 0) (void)!write(STDERR_FILENO, line, static_cast<size_t>(std::min<int>(n, sizeof line - 1)));
  std::_Exit(kExitHostMemory);
}

// One job, in the worker: its cases, its summary written whole (a temporary file renamed:
// the runner takes the file's appearance for the job's end).
void run_worker_job(const Selection& loaded, const json& job) {
  const std::string property = job.at("property").get<std::string>();
  const bool upstream = property == kUpstreamCallsProperty;
  const CampaignProperty* p = upstream ? nullptr : find_campaign_property(property);
  if (!upstream && p == nullptr) throw InfrastructureError("unknown property '" + property + "'");
  Selection selection = loaded;
  if (selection.domain) selection.domain->specialization_seed = job.at("specialization_seed").get<uint64_t>();
  const Context ctx = context_of(selection);
  Journal journal(job.at("journal").get<std::string>());
  // A device fault is the case's finding (the runner reports and shrinks it); a port that
  // cannot run here is the run's setup error (the runner ends the campaign with exit 2).
  const auto end_run = [&](const harness::RunEnding& e) {
    if (dynamic_cast<const harness::HostMemoryRefused*>(&e) != nullptr) end_on_host_memory();
    const bool setup = dynamic_cast<const harness::PortSetupError*>(&e) != nullptr;
    if (!setup) journal.fault(e.what());
    std::cerr << e.what() << "\n";
    std::_Exit(setup ? kExitUsage : kExitDeviceFault);
  };
  JobResult result;
  try {
    if (upstream) {
      result = run_upstream_calls(ctx, upstream_calls_file(), [&](int64_t line) {
        journal.write({{"upstream_line", line}});
      });
    } else {
      const CaseObserver record_input = [&](const std::string& name, const InvalidCase& input) {
        journal.write(json::parse(replay_json(name, input)));
      };
      result = run_slice(ctx, *p, job.at("rc_seed").get<uint64_t>(), job.at("cases").get<int>(), record_input, end_run);
    }
  } catch (const harness::RunEnding& e) {
    end_run(e);
  }
  const fs::path out = job.at("out").get<std::string>();
  write_file(out.string() + ".tmp", to_json(result).dump());
  fs::rename(out.string() + ".tmp", out);
}

// This process's output from here on goes to the job's log.
void log_to(const std::string& log) {
  std::cout.flush();
  std::cerr.flush();
  fflush(nullptr);
  const int fd = open(log.c_str(), O_WRONLY | O_CREAT | O_APPEND, 0644);
  if (fd < 0) throw InfrastructureError("cannot write " + log);
  dup2(fd, STDOUT_FILENO);
  dup2(fd, STDERR_FILENO);
  close(fd);
}

}  // namespace

int worker(const WorkerSettings& settings) {
  // Every case allocates its buffers and the oracle's arrays and frees them: with glibc's
  // defaults the larger ones are mapped and unmapped each time, and the next case faults
  // in fresh zeroed pages. A worker keeps them instead: blocks below 32 MiB come from the
  // heap, and up to 256 MiB of it freed stays in the process for the next case. Huge
  // cases' buffers (above 32 MiB) are still mapped and go back to the machine when freed.
  mallopt(M_MMAP_THRESHOLD, 32 << 20);
  mallopt(M_TRIM_THRESHOLD, 256 << 20);
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
  std::optional<Selection> loaded;
  for (std::string line; std::getline(std::cin, line);) {
    const json job = json::parse(line);
    log_to(job.at("log").get<std::string>());
    // Loaded at the first job, so that a port that cannot load says so in that job's log.
    if (!loaded) loaded = select(settings.iut, settings.domain);
    // A refusal inside a case reaches end_run first (RapidCheck would take it for the case's
    // failure); anywhere else in the job it ends here.
    try {
      run_worker_job(*loaded, job);
    } catch (const std::bad_alloc&) {
      end_on_host_memory();
    }
  }
  // Skips RapidCheck's exit-time "Some of your RapidCheck properties had failures" notice:
  // its reproduce string is for rc::check, and the report has the runner's own replay.
  std::cout.flush();
  std::cerr.flush();
  std::_Exit(kExitPass);
}

}  // namespace kda::properties::runner
