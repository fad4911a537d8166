#include "harness/memory_gate.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <array>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

namespace kda::harness {

namespace {

// A field of /proc/meminfo in bytes (0 when unreadable).
uint64_t meminfo_bytes(const std::string& field) {
  std::ifstream in("/proc/meminfo");
  std::string line;
  while (std::getline(in, line)) {
    if (line.rfind(field + ":", 0) != 0) continue;
    std::istringstream rest(line.substr(field.size() + 1));
    uint64_t kib = 0;
    rest >> kib;
    return kib * 1024;
  }
  return 0;
}

std::string gib(uint64_t bytes) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f GiB", static_cast<double>(bytes) / (1024.0 * 1024 * 1024));
  return text;
}

}  // namespace

MemoryNeed memory_need(const CaseSpec& spec, bool on_device) {
  uint64_t buffers = 0;
  for (const size_t bytes : payload_bytes_of(spec)) buffers += bytes + 2 * GuardedBuffer::kGuardBytes;
  return {2 * buffers, on_device ? buffers : 0};
}

MemoryNeed memory_need(const VerifyCaseSpec& spec, bool on_device) {
  const std::array<TensorDesc, kVerifyTensorCount> layout = verify_layout_of(spec);
  uint64_t buffers = 0, host = 0;
  for (int id = 0; id < kVerifyTensorCount; ++id) {
    const int64_t elements = span_end(layout[id]);
    const uint64_t width = static_cast<uint64_t>(dtype_bytes(dtype_of(layout[id].dtype)));
    const uint64_t bytes = static_cast<uint64_t>(elements) * width + 2 * GuardedBuffer::kGuardBytes;
    buffers += bytes;
    const bool kept_zero = elements > kPoolPastInt32Elements;  // as VerifyHostCase fills it
    if (on_device || !kept_zero || (id != kVerifyPool && id != kVerifySnapshots)) {
      host += 2 * bytes;
      continue;
    }
    const uint64_t slice = static_cast<uint64_t>(layout[id].strides[id == kVerifyPool ? 0 : 1]) * width;
    for (int64_t n = 0; n < spec.N(); ++n) {
      if (spec.padded(n)) continue;
      if (id == kVerifyPool) host += 2 * slice;  // a slot named twice is counted twice: an upper bound
      if (id == kVerifySnapshots && spec.has_row(n))
        host += static_cast<uint64_t>(spec.tokens[static_cast<size_t>(n)]) * slice;
    }
  }
  return {host, on_device ? buffers : 0};
}

int huge_case_slots() {
  const uint64_t total = meminfo_bytes("MemTotal");
  return static_cast<int>(std::max<uint64_t>(1, total / (uint64_t{40} << 30)));
}

MemoryLease& MemoryLease::operator=(MemoryLease&& other) noexcept {
  if (this != &other) {
    if (fd_ >= 0) close(fd_);
    fd_ = other.fd_;
    other.fd_ = -1;
  }
  return *this;
}

MemoryLease::~MemoryLease() {
  if (fd_ >= 0) close(fd_);  // closing the descriptor releases the flock
}

Admission admit_case(const MemoryNeed& need, const std::function<std::optional<uint64_t>()>& device_free_bytes) {
  Admission a;
  if (need.host_bytes <= kHugeCaseHostBytes) return a;
  const int slots = huge_case_slots();
  const std::filesystem::path dir = std::filesystem::temp_directory_path();
  for (bool held = false; !held;) {
    for (int i = 0; i < slots && !held; ++i) {
      const std::string path = (dir / ("kda-conformance-huge-case-" + std::to_string(i) + ".lock")).string();
      const int fd = open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0666);
      if (fd < 0) continue;
      fchmod(fd, 0666);  // another user's campaign on this machine shares the slots
      if (flock(fd, LOCK_EX | LOCK_NB) == 0) {
        a.lease = MemoryLease(fd);
        held = true;
      } else {
        close(fd);
      }
    }
    if (!held) std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  // Headroom for everything else the process holds (the oracle's chunks, the staging area).
  const uint64_t available = meminfo_bytes("MemAvailable");
  if (need.host_bytes + (uint64_t{1} << 30) > available)
    a.not_run = "memory: needs " + gib(need.host_bytes) + " of host memory, " + gib(available) + " available";
  else if (const std::optional<uint64_t> free = need.device_bytes > 0 ? device_free_bytes() : std::nullopt;
           free && need.device_bytes + (uint64_t{1} << 30) > *free)
    a.not_run = "memory: needs " + gib(need.device_bytes) + " of device memory, " + gib(*free) + " free";
  return a;
}

}  // namespace kda::harness
