#include "spec/op.hpp"

#include <stdexcept>
#include <string>

namespace kda {

const char* op_name(Op op) {
  switch (op) {
    case Op::kda: return "kda";
    case Op::gdn: return "gdn";
  }
  throw std::logic_error("op_name: no op " + std::to_string(static_cast<int>(op)));
}

Op parse_op(std::string_view name) {
  std::string ops;
  for (Op op : kOps) {
    if (name == op_name(op)) return op;
    ops += ops.empty() ? op_name(op) : std::string(", ") + op_name(op);
  }
  throw std::invalid_argument("unknown op '" + std::string(name) + "': the ops are " + ops);
}

}  // namespace kda
