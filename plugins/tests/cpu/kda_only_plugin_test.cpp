// The GDN and verify entries are optional (spec/kda_plugin.h): a plugin that does not export
// kda_plugin_packed_gdn_decode_v1 implements kda only, one that exports no verify entry does
// not implement verify, and the harness says so instead of calling anything for such a case.
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

#include "harness/verify_case.hpp"
#include "implementation/implementation.hpp"

namespace kda::plugins {
namespace {

TEST(PluginWithoutTheGdnExport, ImplementsKdaOnly) {
  const KdaPluginV1* p = implementation::load_plugin(KDA_ONLY_PLUGIN_PATH);
  EXPECT_EQ(implementation::find_gdn(p), nullptr);
  const implementation::Implementation impl(p, implementation::find_route(p), implementation::find_gdn(p));
  EXPECT_TRUE(impl.implements(Op::kda));
  EXPECT_FALSE(impl.implements(Op::gdn));
}

TEST(PluginWithoutTheGdnExport, RefusesAGdnCaseNamingTheMissingExport) {
  const KdaPluginV1* p = implementation::load_plugin(KDA_ONLY_PLUGIN_PATH);
  const implementation::Implementation impl(p, implementation::find_route(p), implementation::find_gdn(p));
  harness::CaseSpec s;
  s.op = Op::gdn;
  s.indices = {0};
  harness::HostCase c(s);
  try {
    impl.run(c);
    FAIL() << "a GDN case ran on a plugin without the GDN entry";
  } catch (const std::invalid_argument& e) {
    EXPECT_EQ(std::string(e.what()),
              "kda-only-stand-in test: this plugin implements kda only (it exports no " KDA_PLUGIN_GDN_SYMBOL ")");
  }
}

TEST(PluginWithoutTheVerifyExports, RefusesAVerifyCaseOfEitherOpNamingTheMissingExport) {
  const KdaPluginV1* p = implementation::load_plugin(KDA_ONLY_PLUGIN_PATH);
  const implementation::VerifyEntries verify = implementation::find_verify(p);
  EXPECT_EQ(verify.kda, nullptr);
  EXPECT_EQ(verify.gdn, nullptr);
  const implementation::Implementation impl(p, nullptr, nullptr, nullptr, verify);
  for (const Op op : kOps) {
    EXPECT_FALSE(impl.implements_verify(op));
    harness::VerifyCaseSpec s;
    s.op = op;
    s.tokens = {1};
    s.cache_indices = {0};
    s.snapshot_indices = {0};
    harness::VerifyHostCase c(s);
    try {
      impl.run(c);
      ADD_FAILURE() << "a verify case ran on a plugin without the verify entry";
    } catch (const std::invalid_argument& e) {
      EXPECT_EQ(std::string(e.what()),
                std::string("kda-only-stand-in test: this plugin does not implement ") + op_name(op) +
                    " verify (it exports no " +
                    (op == Op::kda ? KDA_PLUGIN_KDA_VERIFY_SYMBOL : KDA_PLUGIN_GDN_VERIFY_SYMBOL) + ")");
    }
  }
}

}  // namespace
}  // namespace kda::plugins
