// The GDN entry is optional (spec/kda_plugin.h): a plugin that does not export
// kda_plugin_packed_gdn_decode_v1 implements kda only, and the harness says so instead of
// calling anything for a GDN case.
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

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

}  // namespace
}  // namespace kda::plugins
