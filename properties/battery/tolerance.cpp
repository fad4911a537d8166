// Property 3: one valid call, every element of out and of the named slots within the
// tolerance of the float64 oracle, everything else unchanged (harness::judge_run).
#include "harness/memory_gate.hpp"
#include "properties/battery/common.hpp"

namespace kda::properties {

namespace detail {

void run_and_judge(const Context& ctx, const char* name, const harness::CaseSpec& spec) {
  // A serving-scale case that cannot fit in this machine's memory is not run (and counted
  // so in the report); a huge one that fits waits for one of the machine's huge-case slots.
  const harness::Admission admitted =
      harness::admit_case(harness::memory_need(spec, ctx.iut->plugin().device_type == kDLCUDA),
                          [&] { return ctx.iut->device_free_bytes(); });
  if (!admitted.not_run.empty()) {
    if (ctx.observations != nullptr) ctx.observations->case_statistics.not_run = admitted.not_run;
    return;
  }
  const harness::HostCase before(spec);
  harness::HostCase after(before);
  const implementation::RunResult r = ctx.iut->run(after);
  const InvalidCase input{spec, {}};
  KDA_RC_ASSERT(r.status == KDA_STATUS_OK,
                failure_text(ctx, name, input, "expected the call to be accepted, got " + detail::status_text(r)));
  const harness::Judgement j = harness::judge_run(before, after, implementation::judge_scope(ctx.domain));
  record_ratios(ctx, j);
  KDA_RC_ASSERT(j.ok, failure_text(ctx, name, input, j));
}

}  // namespace detail

void outputAndNewStateWithinTolerance(const Context& ctx, const harness::CaseSpec& spec) {
  classify_case(spec);
  detail::run_and_judge(ctx, "outputAndNewStateWithinTolerance", spec);
}

}  // namespace kda::properties
