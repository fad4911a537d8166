#include <gtest/gtest.h>

#include <stdexcept>

#include "spec/call.hpp"
#include "spec/op.hpp"

namespace kda {
namespace {

TEST(Op, NamesParseBackToTheirOp) {
  for (Op op : kOps) EXPECT_EQ(parse_op(op_name(op)), op) << op_name(op);
  EXPECT_STREQ(op_name(Op::kda), "kda");
  EXPECT_STREQ(op_name(Op::gdn), "gdn");
}

TEST(Op, AnUnknownNameIsRefusedWithTheListOfOps) {
  try {
    parse_op("KDA");
    FAIL() << "parse_op accepted 'KDA'";
  } catch (const std::invalid_argument& e) {
    EXPECT_STREQ(e.what(), "unknown op 'KDA': the ops are kda, gdn");
  }
  EXPECT_THROW(parse_op(""), std::invalid_argument);
}

TEST(Op, ACallIsKdaUnlessItSaysOtherwise) { EXPECT_EQ(DecodeCall{}.op, Op::kda); }

}  // namespace
}  // namespace kda
