// Property 3: one valid call, every element of out and of the named slots within the
// tolerance of the float64 oracle, everything else unchanged (harness::judge_run).
#include "properties/battery/common.hpp"

namespace kda::properties {

namespace detail {

void run_and_judge(const Context& ctx, const char* name, const harness::CaseSpec& spec) {
  const harness::HostCase before(spec);
  harness::HostCase after(before);
  const harness::RunResult r = ctx.iut->run(after);
  const InvalidCase input{spec, {}};
  KDA_RC_ASSERT(r.status == KDA_STATUS_OK,
                failure_text(ctx, name, input, "expected the call to be accepted, got " + detail::status_text(r)));
  const harness::Judgement j = harness::judge_run(before, after, detail::oracle_of(before));
  record_ratios(j);
  KDA_RC_ASSERT(j.ok, failure_text(ctx, name, input, j));
}

}  // namespace detail

void outputAndNewStateWithinTolerance(const Context& ctx, const harness::CaseSpec& spec) {
  classify_case(spec);
  detail::run_and_judge(ctx, "outputAndNewStateWithinTolerance", spec);
}

}  // namespace kda::properties
