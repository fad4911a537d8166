#pragma once
// One JSON binding for the structs the suite writes and reads back: each struct has one
// table of its keys (a Table: key, member, how the file holds it), and one generic reader
// and one generic writer walk it, so that what is read and what is written cannot drift
// apart. Header-only, on nlohmann::json alone, so that every folder may include it. The
// tables sit with each struct's other code:
//   report/report_json.cpp     the campaign report's structs (report, property result,
//                              failure, mutant, benchmark, ...)
//   harness/case.cpp           a case spec
//   runner/slice.cpp           a campaign job's result's own keys
//   mutants/report.cpp         the mutation run's report's structs
//   implementation/domain.cpp  a domain file (read only)
//
// The writer writes the keys in the table's order (an ordered_json, as the mutation run's
// report has them); a caller whose files sort their keys (the campaign report, the case
// spec) returns it as nlohmann::json, which sorts them.
//
// Errors are binding::Error (a std::runtime_error; a user that has its own error type
// rethrows it as that) naming the source and the JSON path of the offending key, as
// `r.json: properties[1].cases: missing (expected a non-negative integer)`. A struct whose
// errors have words of their own (a case spec, a domain) has custom() fields whose reads
// throw them, and a table whose `missing` and `unknown` do.
//
// A member's C++ type decides how its value reads and writes (Value<T> below):
//   std::string          a string
//   int64_t              a non-negative integer (a count)
//   uint64_t             a non-negative integer (a seed)
//   double               a number
//   bool                 true or false
//   nlohmann::json       anything (kept as it is)
//   std::optional<T>     T, or nothing (missing or null)
//   std::vector<T>       an array of T
//   std::map<string, T>  an object of T
//   a struct with a Table<S> (table<S>()): an object
// A key whose value needs more (an enum spelled as words, a range written [min, max]) is a
// custom() field with its own read and write (no write for a struct that is only read); a
// value that must also satisfy something (a format string, counts not above a total) takes a
// check. A table with `unknown` refuses a key it has no field for.
#include <algorithm>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

namespace kda::binding {

using nlohmann::json;
using nlohmann::ordered_json;

class Error : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Reads one object; every error is an Error naming the source and the JSON path.
class Reader {
 public:
  Reader(const json& object, std::string path, const std::string& source)
      : object_(object), path_(std::move(path)), source_(source) {
    if (!object_.is_object()) fail_here("expected an object, got " + describe(object_));
  }

  const json& object() const { return object_; }
  const std::string& path() const { return path_; }
  const std::string& source() const { return source_; }
  std::string child_path(std::string_view key) const {
    return path_.empty() ? std::string(key) : path_ + "." + std::string(key);
  }

  // nullptr when the key is missing, or null and with_null is false.
  const json* find(std::string_view key, bool with_null = false) const {
    auto it = object_.find(key);
    if (it == object_.end() || (it->is_null() && !with_null)) return nullptr;
    return &*it;
  }

  // A required key that find() did not find: missing, or null (which an array counts as
  // missing).
  [[noreturn]] void missing(std::string_view key, const std::string& expected, bool null_is_missing) const {
    const bool null = object_.contains(key) && !null_is_missing;
    fail(child_path(key), std::string(null ? "is null" : "missing") + " (expected " + expected + ")");
  }

  [[noreturn]] void fail(const std::string& path, const std::string& what) const {
    throw Error(source_ + ": " + (path.empty() ? std::string("(top level)") : path) + ": " + what);
  }
  [[noreturn]] void fail_here(const std::string& what) const { fail(path_, what); }

  // A value's type and a short excerpt of it, for "expected X, got <this>".
  static std::string describe(const json& v) {
    std::string shown = v.dump();
    if (shown.size() > 40) shown = shown.substr(0, 37) + "...";
    return std::string(v.type_name()) + " " + shown;
  }

 private:
  const json& object_;
  std::string path_;
  const std::string& source_;
};

inline std::string indexed(const std::string& path, size_t i) { return path + "[" + std::to_string(i) + "]"; }

// How a file holds a key.
enum class Need {
  required,  // there and not null; always written
  optional,  // may be missing or null; written only when it holds something
  always,    // may be missing or null; written even when empty ("", null, [], {}), except where
             // the struct records (absent_keys) that the file it was read from did not hold it
};

// One key of a struct S.
template <typename S>
struct Field {
  const char* key;
  Need need;
  std::string expected;  // what a missing required key should have been: "a string"
  bool null_is_missing = false;
  std::function<void(const Reader& parent, const json& value, S& into)> read;  // value is not null
  std::function<ordered_json(const S& from)> write;
  std::function<bool(const S& from)> holds;  // an optional key is written only when this says so
  bool reads_null = false;                   // a null is read (its read says what it means), not taken for missing
};

// The same key, its read given a null too: a key whose null means something, or is an error
// in the struct's own words.
template <typename S>
Field<S> reading_null(Field<S> f) {
  f.reads_null = true;
  return f;
}

// The same key, written only when `holds` says: an optional key whose own value does not
// tell (a custom key, one written even when empty but only beside another's value).
template <typename S>
Field<S> written_when(Field<S> f, std::type_identity_t<std::function<bool(const S&)>> holds) {
  f.holds = std::move(holds);
  return f;
}

// A struct's keys in the order they are read (the first bad key is the one an error names),
// and what the values must satisfy together.
template <typename S>
struct Table {
  std::vector<Field<S>> fields;
  std::function<void(const Reader& r, const S& read)> check = nullptr;
  // A required key not there, for a struct whose errors have words of their own (throws);
  // otherwise Reader::missing's.
  std::function<void(const Reader& r, const Field<S>& key)> missing = nullptr;
  // Set for a struct whose file may hold its keys alone (a domain, where a misspelt key would
  // drop a restriction): the object's keys are read in the object's order, so that its first
  // bad key is the one an error names, and one that no field names is passed here (throws).
  std::function<void(const Reader& r, const std::string& key)> unknown = nullptr;
};

// The table of a bound struct; specialised next to the struct's other code, before the
// struct is read or written there.
template <typename S>
const Table<S>& table();

template <typename T>
struct Value;

template <typename S>
using MissingKey = std::function<void(const Reader&, const Field<S>&)>;

template <typename S>
void refuse_missing(const Reader& r, const Field<S>& f, const MissingKey<S>& missing) {
  if (missing)
    missing(r, f);
  else
    r.missing(f.key, f.expected, f.null_is_missing);
}

// Reads the keys of `fields` from r's object into `into`; `missing` (optional) reports a
// required key that is not there.
template <typename S>
void read_fields(const Reader& r, const std::vector<Field<S>>& fields, S& into,
                 const MissingKey<S>& missing = nullptr) {
  for (const Field<S>& f : fields) {
    if (const json* v = r.find(f.key, f.reads_null))
      f.read(r, *v, into);
    else if (f.need == Need::required)
      refuse_missing(r, f, missing);
  }
}

// The same for a table with `unknown`: r's object key by key, in its order, then the
// required keys it did not hold.
template <typename S>
void read_keys_in_order(const Reader& r, const Table<S>& t, S& into) {
  for (const auto& [key, value] : r.object().items()) {
    const auto f =
        std::find_if(t.fields.begin(), t.fields.end(), [&key](const Field<S>& named) { return key == named.key; });
    if (f == t.fields.end())
      t.unknown(r, key);
    else if (!value.is_null() || f->reads_null)
      f->read(r, value, into);
  }
  for (const Field<S>& f : t.fields)
    if (f.need == Need::required && !r.find(f.key, f.reads_null)) refuse_missing(r, f, t.missing);
}

// Whether a struct that records the keys its file did not hold recorded `key`.
template <typename S>
bool recorded_absent(const S& s, const char* key) {
  if constexpr (requires { s.absent_keys; })
    return s.absent_keys.count(key) > 0;
  else
    return false;
}

template <typename S>
ordered_json write_fields(const std::vector<Field<S>>& fields, const S& s) {
  ordered_json out = ordered_json::object();
  for (const Field<S>& f : fields) {
    const bool written = f.need == Need::required || (f.need == Need::always ? !recorded_absent(s, f.key) : f.holds(s));
    if (written) out[f.key] = f.write(s);
  }
  return out;
}

// A whole struct: its fields, the always-written keys its file did not hold (where the struct
// records them, so that writing it gives back the file it read), then its table's check.
template <typename S>
S read_struct(const json& value, const std::string& path, const std::string& source) {
  const Reader r(value, path, source);
  const Table<S>& t = table<S>();
  S out;
  if (t.unknown)
    read_keys_in_order(r, t, out);
  else
    read_fields(r, t.fields, out, t.missing);
  if constexpr (requires { out.absent_keys; }) {
    for (const Field<S>& f : t.fields)
      if (f.need == Need::always && !r.object().contains(f.key)) out.absent_keys.insert(f.key);
  }
  if (t.check) t.check(r, out);
  return out;
}

template <typename S>
ordered_json write_struct(const S& s) {
  return write_fields(table<S>().fields, s);
}

// A struct with a table.
template <typename T>
struct Value {
  static std::string expected() { return "an object"; }
  static constexpr const char* plural = "objects";
  static constexpr bool null_is_missing = false;
  static T read(const Reader& parent, const json& v, const std::string& path) {
    return read_struct<T>(v, path, parent.source());
  }
  static ordered_json write(const T& s) { return write_struct(s); }
  static bool holds(const T&) { return true; }
};

// A JSON scalar held as T, whose type IsType tests. Value<T> names it: `what` in "expected
// <what>, got ...", `expects` in "missing (expected <expects>)", `plural` in "an array of
// <plural>".
template <typename T, bool (json::*IsType)() const noexcept>
struct ScalarValue {
  static constexpr bool null_is_missing = false;
  static std::string expected() { return Value<T>::expects; }
  static T read(const Reader& r, const json& v, const std::string& path) {
    if (!(v.*IsType)()) r.fail(path, std::string("expected ") + Value<T>::what + ", got " + Reader::describe(v));
    return v.get<T>();
  }
  static ordered_json write(const T& v) { return v; }
  static bool holds(const T&) { return true; }
};

template <>
struct Value<std::string> : ScalarValue<std::string, &json::is_string> {
  static constexpr const char *what = "a string", *expects = "a string", *plural = "strings";
  static bool holds(const std::string& s) { return !s.empty(); }
};

template <>
struct Value<double> : ScalarValue<double, &json::is_number> {
  static constexpr const char *what = "a number", *expects = "a number", *plural = "numbers";
};

template <>
struct Value<bool> : ScalarValue<bool, &json::is_boolean> {
  static constexpr const char *what = "a boolean", *expects = "a boolean (true or false)", *plural = "booleans";
};

// An int64_t is a count (every integer a report holds is one); a signed integer is a custom()
// field.
template <>
struct Value<int64_t> : ScalarValue<int64_t, &json::is_number_integer> {
  static constexpr const char *what = "a non-negative integer", *expects = what, *plural = "integers";
  static int64_t read(const Reader& r, const json& v, const std::string& path) {
    if (v.is_number_unsigned()) return static_cast<int64_t>(v.get<uint64_t>());
    const int64_t n = ScalarValue::read(r, v, path);
    if (n < 0) r.fail(path, "expected a non-negative integer, got " + v.dump());
    return n;
  }
};

// A uint64_t is a seed, which may use all 64 bits.
template <>
struct Value<uint64_t> : ScalarValue<uint64_t, &json::is_number_integer> {
  static constexpr const char *what = "a non-negative integer", *expects = what, *plural = "integers";
  static uint64_t read(const Reader& r, const json& v, const std::string& path) {
    if (v.is_number_integer() && !v.is_number_unsigned() && v.get<int64_t>() < 0)
      r.fail(path, "expected a non-negative integer, got " + v.dump());
    return ScalarValue::read(r, v, path);
  }
};

// Anything, kept as it is (a case, a machine section).
template <>
struct Value<json> {
  static constexpr bool null_is_missing = false;
  static std::string expected() { return "a value"; }
  static json read(const Reader&, const json& v, const std::string&) { return v; }
  static ordered_json write(const json& v) { return v; }
  static bool holds(const json& v) { return !v.is_null(); }
};

template <typename T>
struct Value<std::optional<T>> {
  static std::string expected() { return Value<T>::expected(); }
  static constexpr bool null_is_missing = Value<T>::null_is_missing;
  static std::optional<T> read(const Reader& r, const json& v, const std::string& path) {
    return Value<T>::read(r, v, path);
  }
  static ordered_json write(const std::optional<T>& o) { return o ? Value<T>::write(*o) : ordered_json(nullptr); }
  static bool holds(const std::optional<T>& o) { return o.has_value(); }
};

template <typename T>
struct Value<std::vector<T>> {
  static std::string expected() { return std::string("an array of ") + Value<T>::plural; }
  static constexpr bool null_is_missing = true;
  static std::vector<T> read(const Reader& r, const json& v, const std::string& path) {
    if (!v.is_array()) r.fail(path, "expected an array, got " + Reader::describe(v));
    std::vector<T> out;
    for (size_t i = 0; i < v.size(); ++i) out.push_back(Value<T>::read(r, v[i], indexed(path, i)));
    return out;
  }
  static ordered_json write(const std::vector<T>& items) {
    ordered_json out = ordered_json::array();
    for (const T& item : items) out.push_back(Value<T>::write(item));
    return out;
  }
  static bool holds(const std::vector<T>& items) { return !items.empty(); }
};

template <typename T>
struct Value<std::map<std::string, T>> {
  static std::string expected() { return "an object"; }
  static constexpr bool null_is_missing = false;
  static std::map<std::string, T> read(const Reader& r, const json& v, const std::string& path) {
    if (!v.is_object()) r.fail(path, "expected an object, got " + Reader::describe(v));
    std::map<std::string, T> out;
    for (const auto& [key, item] : v.items()) out[key] = Value<T>::read(r, item, path + "." + key);
    return out;
  }
  static ordered_json write(const std::map<std::string, T>& items) {
    ordered_json out = ordered_json::object();
    for (const auto& [key, item] : items) out[key] = Value<T>::write(item);
    return out;
  }
  static bool holds(const std::map<std::string, T>& items) { return !items.empty(); }
};

template <typename C, typename M>
C class_of(M C::*);
template <typename C, typename M>
M member_of(M C::*);

// The key `key` held in `Member`, read and written as its type says; `check` (optional) is
// called with the value read and its path.
template <auto Member>
auto field(const char* key, Need need,
           void (*check)(const Reader&, const std::string& path, const decltype(member_of(Member))& value) = nullptr)
    -> Field<decltype(class_of(Member))> {
  using S = decltype(class_of(Member));
  using T = decltype(member_of(Member));
  return {key,
          need,
          Value<T>::expected(),
          Value<T>::null_is_missing,
          [key, check](const Reader& r, const json& v, S& s) {
            const std::string path = r.child_path(key);
            s.*Member = Value<T>::read(r, v, path);
            if (check) check(r, path, s.*Member);
          },
          [](const S& s) { return Value<T>::write(s.*Member); },
          [](const S& s) { return Value<T>::holds(s.*Member); }};
}

// A key with its own read and write (written whenever its Need says; an optional custom key
// is always written). null_is_missing: a required key that is null reads as missing (arrays).
template <typename S>
Field<S> custom(const char* key, Need need, std::string expected,
                std::function<void(const Reader& r, const json& value, const std::string& path, S& into)> read,
                std::function<ordered_json(const S&)> write, bool null_is_missing = false) {
  return {key,
          need,
          std::move(expected),
          null_is_missing,
          [key, read = std::move(read)](const Reader& r, const json& v, S& s) { read(r, v, r.child_path(key), s); },
          std::move(write),
          [](const S&) { return true; }};
}

// An object whose keys are members of S itself ({"suite": {"version", "git"}} in a report).
template <typename S>
Field<S> group(const char* key, Need need, std::vector<Field<S>> fields) {
  return {key,
          need,
          "an object",
          false,
          [key, fields](const Reader& r, const json& v, S& s) {
            read_fields(Reader(v, r.child_path(key), r.source()), fields, s);
          },
          [fields](const S& s) { return write_fields(fields, s); },
          [](const S&) { return true; }};
}

}  // namespace kda::binding
