// Whether a case fits in this machine's memory before it is built, and how many huge cases
// a machine builds at once. A serving-scale pool past 2^31 elements is 4-17 GB per copy of
// the case: sixteen campaign workers must not build sixteen of them together, and a case
// that cannot fit is reported as not run, never an OOM kill.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "harness/case.hpp"
#include "harness/verify_case.hpp"

namespace kda::harness {

struct MemoryNeed {
  uint64_t host_bytes = 0;    // the case before the call and the one the implementation writes
  uint64_t device_bytes = 0;  // the mirror of every buffer, for a device implementation
};
MemoryNeed memory_need(const CaseSpec& spec, bool on_device);
// A verify case's (harness/verify_case.hpp), counted as a host implementation touches it: a
// buffer past 2^31 elements, kept zero, costs only what is written into it (its named pool
// slots in both copies, the snapshot steps the call writes in one); mirrored to a device,
// whose copy back writes every page, it costs its size as any other buffer.
MemoryNeed memory_need(const VerifyCaseSpec& spec, bool on_device);

// Cases that need more host memory than this take one of the machine's huge-case slots.
inline constexpr uint64_t kHugeCaseHostBytes = uint64_t{1} << 30;
// The machine's huge-case slots: one per 40 GiB of memory, at least one.
int huge_case_slots();

// Holds one huge-case slot (an flock on a lock file in the temporary folder, shared by
// every process on the machine; the kernel releases it if the process dies).
class MemoryLease {
 public:
  MemoryLease() = default;
  explicit MemoryLease(int fd) : fd_(fd) {}
  MemoryLease(MemoryLease&& other) noexcept : fd_(other.fd_) { other.fd_ = -1; }
  MemoryLease& operator=(MemoryLease&& other) noexcept;
  MemoryLease(const MemoryLease&) = delete;
  MemoryLease& operator=(const MemoryLease&) = delete;
  ~MemoryLease();

 private:
  int fd_ = -1;
};

struct Admission {
  MemoryLease lease;
  std::string not_run;  // empty: run it; otherwise why not ("memory: ...")
};

// Small cases are admitted at once. A huge one waits for a slot, then is admitted only if
// its need fits in the host memory available then (MemAvailable) and, on a device, in the
// device memory free (device_free_bytes(), asked for huge cases only: under MPS the query
// costs every worker of a campaign; nullopt when unknown).
Admission admit_case(const MemoryNeed& need, const std::function<std::optional<uint64_t>()>& device_free_bytes);

}  // namespace kda::harness
