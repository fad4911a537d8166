#include "runner/worker.hpp"

#include <fcntl.h>
#include <malloc.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <iterator>
#include <optional>

#include "cli/cli.hpp"
#include "properties/battery/campaign_table.hpp"
#include "properties/rapidcheck_adapter.hpp"
#include "properties/verify_battery/verify_campaign_table.hpp"
#include "runner/slice.hpp"

namespace fs = std::filesystem;
using nlohmann::json;

namespace kda::runner {

using cli::kExitDeviceFault;
using cli::kExitHostMemory;
using cli::kExitPass;
using cli::kExitUsage;

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
void run_worker_job(const implementation::Selection& loaded, const json& job) {
  const std::string property = job.at("property").get<std::string>();
  const bool upstream = property == kUpstreamCallsProperty;
  const bool verify = properties::is_verify_property(property);
  const properties::CampaignProperty* p = upstream ? nullptr
                                                   : (verify ? properties::find_verify_campaign_property(property)
                                                             : properties::find_campaign_property(property));
  if (!upstream && p == nullptr) throw InfrastructureError("unknown property '" + property + "'");
  implementation::Selection selection = loaded;
  if (selection.domain) selection.domain->specialization_seed = job.at("specialization_seed").get<uint64_t>();
  const properties::Context ctx = context_of(selection, verify);
  Journal journal(job.at("journal").get<std::string>());
  // A device fault is the case's finding (the runner reports and shrinks it); a port that
  // cannot run here is the run's setup error (the runner ends the campaign with exit 2).
  const auto end_run = [&](const implementation::RunEnding& e) {
    if (dynamic_cast<const implementation::HostMemoryRefused*>(&e) != nullptr) end_on_host_memory();
    const bool setup = dynamic_cast<const implementation::PortSetupError*>(&e) != nullptr;
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
      const properties::CaseObserver record_input = [&](const std::string& name, const properties::InvalidCase& input) {
        journal.write(json::parse(replay_json(name, input)));
      };
      result = run_slice(ctx, *p, job.at("rc_seed").get<uint64_t>(), job.at("cases").get<int>(), record_input, end_run,
                         [&](const json& record) { journal.write(record); });
    }
  } catch (const implementation::RunEnding& e) {
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
    properties::rapidcheck::load_configuration();
    if (saved >= 0) dup2(saved, STDERR_FILENO);
    if (saved >= 0) close(saved);
    if (null_fd >= 0) close(null_fd);
  }
  std::optional<implementation::Selection> loaded;
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

}  // namespace kda::runner
