#include "runner/pool.hpp"

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <deque>
#include <iostream>
#include <optional>
#include <thread>

#include "harness/memory_gate.hpp"
#include "runner/crash.hpp"
#include "runner/process.hpp"
#include "runner/worker.hpp"

namespace fs = std::filesystem;
using nlohmann::json;

namespace kda::runner {

namespace {

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

// A worker process: it loads the implementation once and runs the jobs it is sent, one at
// a time, until its input closes. Starting a process per job paid the implementation's
// load per job (a Python port's interpreter and imports, a CUDA context), which for
// upstream kernels took more of a campaign than some properties did.
struct Worker {
  PipedProcess process;
  int gpu = -1;               // index into RunSettings::gpus, when workers are spread over several
  std::optional<size_t> job;  // the job it runs; none: idle
  bool under_mps = false;     // started while the pool used the MPS daemon
};

// NVIDIA MPS: the runner's environment names the control daemon's pipe folder (.ci/gpu and
// python/upstream/profile_run.sh start one), so the workers share one GPU context. Under MPS
// a fatal fault of one client (an illegal address) reaches every client of that GPU, MPS
// does not say whose it was, and the server refuses new clients until every affected one has
// exited: each worker's job would end as a crash of an innocent case. So at the first job
// that ends on a device fault (or an MPS client error) under MPS, the pool stops using MPS,
// and every such job runs again from its start without it, its result discarded.
struct Mps {
  bool in_use = false;     // the pool started its workers under MPS
  std::string turned_off;  // the job whose fault turned it off; "": still on
  int64_t run_again = 0;   // jobs run again without it
};

Mps mps_of_environment() {
  const char* pipe = std::getenv("CUDA_MPS_PIPE_DIRECTORY");
  std::error_code ec;
  return {pipe != nullptr && *pipe != '\0' && fs::is_directory(pipe, ec), "", 0};
}

// A job under MPS that ended on a device fault, or whose worker's last words are an MPS
// client error (the server refusing new clients after another's fault, or ending them).
bool ended_on_mps_fault(const Job& job, const ExitStatus& status) {
  if (!status.signaled && status.code == kExitDeviceFault) return true;
  const std::string said = tail_of_file(job.log, 20);
  for (const char* mps_error : {"cudaErrorMps", "CUDA_ERROR_MPS", "MPS client", "MPS server",
                                "cudaErrorDevicesUnavailable", "CUDA_ERROR_DEVICE_UNAVAILABLE"})
    if (said.find(mps_error) != std::string::npos) return true;
  return false;
}

// The worker pool's state while jobs run.
struct Pool {
  std::deque<size_t> pending;
  std::vector<Worker> workers;
  int64_t total = 0, done = 0, failures = 0;
  bool stopping = false;
  Mps mps = mps_of_environment();
  bool mps_on() const { return mps.in_use && mps.turned_off.empty(); }

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
  w.under_mps = pool.mps_on();
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
  // The fault's words: the journal's, else the worker's last line (as a probe's).
  std::string fault =
      status.code == kExitDeviceFault ? read_journal(job.journal).value("fault", std::string()) : std::string();
  if (status.code == kExitDeviceFault && fault.empty()) fault = tail_of_file(job.log, 1);
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
    if (idle != pool.workers.end() && (jobs[j].host_memory_refused || (idle->under_mps && !pool.mps_on()))) {
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

// Turns MPS off for every process the runner starts from now on (workers and crash probes):
// their CUDA_MPS_PIPE_DIRECTORY names an empty folder, so the driver finds no daemon there
// and runs them without MPS (nvidia-cuda-mps-control(1)).
void turn_off_mps(Pool& pool, const Job& job, const RunSettings& run) {
  const fs::path no_daemon = run.scratch / "no-mps-daemon";
  std::error_code ec;
  fs::create_directories(no_daemon, ec);
  if (ec) throw InfrastructureError("cannot make " + no_daemon.string() + ": " + ec.message());
  setenv("CUDA_MPS_PIPE_DIRECTORY", no_daemon.c_str(), 1);
  pool.mps.turned_off =
      job.name + " chunk " + std::to_string(job.chunk) + " of seed " + std::to_string(job.campaign_seed);
  std::cerr << "kda_suite: a device fault under MPS in " << pool.mps.turned_off
            << ": MPS is off for the workers from now on, and every job it ended runs again without it\n";
}

// A job that ended on a device fault under MPS holds no finding of its own (the fault may be
// another client's): it runs again from its first case, in a worker without MPS.
void run_again_without_mps(Job& job, size_t index, Pool& pool, const RunSettings& run) {
  if (pool.mps_on()) turn_off_mps(pool, job, run);
  ++pool.mps.run_again;
  std::error_code ec;
  fs::remove(job.journal, ec);
  fs::remove(job.partial, ec);
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
    const bool under_mps = w.under_mps;
    w.job.reset();
    const bool keep = written && !job.memory_heavy && !(under_mps && !pool.mps_on());
    if (keep) {
      ++r;
    } else {
      if (written)
        end_worker(w);  // asked: it is idle now
      else if (!timed_out)
        close(w.process.input);  // it ended on its own
      pool.workers.erase(pool.workers.begin() + static_cast<std::ptrdiff_t>(r));
    }
    if (!timed_out && !written && under_mps && ended_on_mps_fault(job, *status)) {
      run_again_without_mps(job, index, pool, run);
      continue;
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

}  // namespace

// Runs every job in worker processes (posix_spawn of this executable: RapidCheck keeps
// global state, so processes rather than threads), at most `workers` at a time.
PoolRun run_jobs(std::vector<Job>& jobs, const RunSettings& run) {
  const InterruptionHandlers handlers;  // SIGINT, SIGTERM: the jobs in flight count as not run
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
    if (interrupting_signal() != 0) break;
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
  PoolRun ended{interrupting_signal(), ""};
  if (!pool.mps.turned_off.empty())
    ended.mps = "MPS turned off after a device fault in " + pool.mps.turned_off + "; " +
                std::to_string(pool.mps.run_again) + " job(s) ran again without it";
  else if (pool.mps.in_use && !run.gpus.empty())
    ended.mps = "the workers shared each GPU through MPS";
  return ended;
}

}  // namespace kda::runner
