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

std::string contract_name(Op op, Contract contract) {
  return std::string(op_name(op)) + (contract == Contract::verify ? "-verify" : "");
}

std::pair<Op, Contract> parse_contract(std::string_view name) {
  std::string names;
  for (const Contract contract : {Contract::decode, Contract::verify})
    for (Op op : kOps) {
      if (name == contract_name(op, contract)) return {op, contract};
      names += (names.empty() ? "" : ", ") + contract_name(op, contract);
    }
  throw std::invalid_argument("unknown op '" + std::string(name) + "': the ops are " + names);
}

}  // namespace kda
