// The conformance matrix as Markdown (evidence/upstream/README.md) and as one
// self-contained HTML page (evidence/upstream/matrix.html): a porting engineer reads a
// column for the kernel they port from, a row for what the contract asks, one word a cell.
#include <filesystem>
#include <sstream>

#include "report/report.hpp"
#include "report/text.hpp"

namespace kda::report {

namespace {

using text::html_escape;

const char* const kIntro =
    "A column is a kernel at one release, a row a property of the conformance battery (legend below the table). "
    "A cell is **pass** (every case judged passed), **declared** (passed inside the kernel's declared domain: its "
    "restrictions are listed per kernel below), **bug** (an upstream bug), **deviation** (the kernel does what the "
    "contract does not, by design), **false-alarm** (the suite's, fixed since), **unclassified** (failing, no "
    "finding yet) or **n/a** (not run). A cell links the findings about it (F1, F2, ... below the table). The "
    "columns are the kernels and releases `findings.json` lists; gating the next release of an engine is "
    "`docs/python-bridge.md`, \"Gating the next release\".";

// After a domain file the tree has moved since the run: the report's path is where git keeps
// the file the run read (the marker docs/tests/doc_paths_test.py takes for such a citation).
const char* const kMovedSince = " (git history: moved since the run)";

std::string finding_anchor(size_t i) { return "finding-" + std::to_string(i + 1); }

// A tree path as a link from the page's folder.
std::string link_from(const std::string& page, const std::string& target) {
  const std::filesystem::path folder = std::filesystem::path(page).parent_path();
  return folder.empty() ? target : std::filesystem::path(target).lexically_relative(folder).generic_string();
}

std::string column_title(const MatrixColumn& c) { return c.kernel.name + ", " + c.kernel.release; }

std::string tooltip(const MatrixColumn& c, const MatrixRow& row, const MatrixCell& cell) {
  return c.kernel.name + ", " + row.short_name + ": " + (cell.counts.empty() ? "not run" : cell.counts);
}

// The repro script of the first finding of a cell that has one.
const std::string* repro_of(const Matrix& m, const MatrixCell& cell) {
  for (size_t f : cell.findings)
    if (!m.findings[f].finding.repro.empty()) return &m.findings[f].finding.repro;
  return nullptr;
}

std::string short_names(const Matrix& m, const std::vector<std::string>& properties) {
  std::string out;
  for (const std::string& p : properties) {
    const auto row = std::find_if(m.rows.begin(), m.rows.end(), [&](const MatrixRow& r) { return r.property == p; });
    out += (out.empty() ? "" : "; ") + (row == m.rows.end() ? p : row->short_name);
  }
  return out;
}

std::string markdown_cell(const Matrix& m, const MatrixCell& cell, const std::string& page,
                          const std::string& footnote) {
  std::string md = cell.findings.empty() ? cell.word : "[" + cell.word + "](#" + finding_anchor(cell.findings[0]) + ")";
  std::string sup;
  for (size_t f : cell.findings)
    sup += (sup.empty() ? "" : " ") + ("[F" + std::to_string(f + 1) + "](#" + finding_anchor(f) + ")");
  if (const std::string* repro = repro_of(m, cell)) sup += " [repro](" + link_from(page, *repro) + ")";
  if (!sup.empty()) md += "<sup>" + sup + "</sup>";
  return footnote.empty() ? md : md + "[^" + footnote + "]";
}

void markdown_table(std::ostringstream& md, const Matrix& m, const std::string& page) {
  md << "| property |";
  for (const MatrixColumn& c : m.columns)
    md << " " << text::markdown_cell(c.kernel.name) << "<br>" << c.kernel.release << " |";
  md << "\n|---|";
  for (size_t i = 0; i < m.columns.size(); ++i) md << "---|";
  md << "\n";
  std::ostringstream notes;
  for (size_t r = 0; r < m.rows.size(); ++r) {
    md << "| " << text::markdown_cell(m.rows[r].short_name) << " |";
    for (size_t c = 0; c < m.columns.size(); ++c) {
      const MatrixCell& cell = m.columns[c].cells[r];
      const std::string note = cell.counts.empty() ? "" : "k" + std::to_string(c + 1) + "p" + std::to_string(r + 1);
      md << " " << markdown_cell(m, cell, page, note) << " |";
      if (!note.empty()) notes << "[^" << note << "]: " << tooltip(m.columns[c], m.rows[r], cell) << "\n";
    }
    md << "\n";
  }
  md << "\n" << notes.str();
}

void markdown_legend(std::ostringstream& md, const Matrix& m) {
  md << "\n## Legend\n\n| row | property | what it checks |\n|---|---|---|\n";
  for (const MatrixRow& row : m.rows)
    md << "| " << text::markdown_cell(row.short_name) << " | `" << row.property << "` | "
       << text::markdown_cell(row.meaning) << " |\n";
}

void markdown_findings(std::ostringstream& md, const Matrix& m, const std::string& page) {
  if (m.findings.empty()) return;
  md << "\n## Findings\n\n";
  for (size_t i = 0; i < m.findings.size(); ++i) {
    const MatrixFinding& f = m.findings[i];
    md << "<a id=\"" << finding_anchor(i) << "\"></a>**F" << i + 1 << ". " << f.word << "**, " << f.column
       << " (seen in " << f.finding.seen_in << "; rows: " << short_names(m, f.finding.properties)
       << "): " << f.finding.what << "\n\n";
    md << "* report: `" << f.finding.report << "`; see: " << f.finding.see << "\n";
    if (!f.finding.repro.empty())
      md << "* repro: [`" << f.finding.repro << "`](" << link_from(page, f.finding.repro) << ")\n";
    for (const auto& [property, replay] : f.replays)
      if (!replay.empty())
        md << "* replay (" << short_names(m, {property})
           << "): " << (replay.front() == '(' ? replay : "`" + replay + "`") << "\n";
    md << "\n";
  }
}

void markdown_disagreements(std::ostringstream& md, const Matrix& m) {
  if (m.disagreements.empty()) return;
  md << "\n## Where the kernels disagree, and which one the contract sides with\n\n"
     << "| question | what each kernel does | the contract sides with | why |\n|---|---|---|---|\n";
  for (const Disagreement& d : m.disagreements) {
    std::string answers;
    for (const auto& [kernel, answer] : d.answers) answers += (answers.empty() ? "" : "; ") + kernel + ": " + answer;
    md << "| " << text::markdown_cell(d.question) << " | " << text::markdown_cell(answers) << " | "
       << text::markdown_cell(d.contract_sides_with) << " | " << text::markdown_cell(d.why) << " |\n";
  }
}

void markdown_kernels(std::ostringstream& md, const Matrix& m) {
  md << "\n## Kernels and their declared domains\n\n";
  for (const MatrixColumn& c : m.columns) {
    md << "* **" << column_title(c) << "** (" << c.op << "): `" << c.kernel.report << "`";
    if (c.restrictions.empty()) {
      md << "; declares nothing (the whole contract)\n";
      continue;
    }
    md << "; declared in `" << c.domain_source << "`" << (c.domain_moved ? kMovedSince : "") << ":\n";
    for (const std::string& s : c.restrictions) md << "  * " << s << "\n";
  }
}

constexpr const char* kStyle = R"css(
body { font-family: system-ui, sans-serif; margin: 2em auto; max-width: 90em; color: #222; }
table { border-collapse: collapse; margin: 0.5em 0 1.5em; }
th, td { border: 1px solid #ccc; padding: 0.25em 0.6em; text-align: left; vertical-align: top; }
table.matrix td { white-space: nowrap; }
table.matrix thead th { font-size: 0.9em; }
.w-pass { background: #dafbe1; } .w-declared { background: #eef6ee; }
.w-bug { background: #ffd7d5; } .w-unclassified { background: #ffb3ad; font-weight: bold; }
.w-deviation { background: #fff3cd; } .w-false-alarm { background: #eaeef2; } .w-n\/a { color: #777; }
sup a { margin-left: 0.2em; }
.finding { margin: 0.8em 0; }
code { background: #f5f5f5; padding: 0 0.2em; word-break: break-all; }
#matrix-check { color: #777; font-size: 0.9em; }
)css";

// Writes into #matrix-check how many cells there are, how many do not hold exactly one of
// the matrix's words (or, when judged, no case counts in their title), and how many in-page
// links point at no element; the browser test reads the attributes.
constexpr const char* kMatrixCheckScript = R"js(
(function () {
  var words = WORDS;
  var cells = document.querySelectorAll('table.matrix td.cell');
  var bad = [];
  cells.forEach(function (td) {
    var shown = td.querySelectorAll('.word');
    var word = shown.length === 1 ? shown[0].textContent : '';
    if (words.indexOf(word) < 0 || (word !== 'n/a' && !td.title)) bad.push(td.title || td.textContent);
  });
  var links = document.querySelectorAll('a[href^="#"]');
  var broken = [];
  links.forEach(function (a) {
    if (!document.getElementById(a.getAttribute('href').slice(1))) broken.push(a.getAttribute('href'));
  });
  var check = document.getElementById('matrix-check');
  check.setAttribute('data-cells-total', cells.length);
  check.setAttribute('data-cells-bad', bad.length);
  check.setAttribute('data-links-total', links.length);
  check.setAttribute('data-links-broken', broken.length);
  check.textContent = 'Page check: ' + cells.length + ' cells, ' + bad.length + ' without exactly one word' +
                      (bad.length ? ' (' + bad.join('; ') + ')' : '') + '; ' + links.length + ' in-page links, ' +
                      broken.length + ' broken' + (broken.length ? ' (' + broken.join(' ') + ')' : '') + '.';
})();
)js";

std::string words_json() {
  std::string out = "[";
  for (const char* w : kMatrixWords) out += std::string(out.size() > 1 ? ", " : "") + "'" + w + "'";
  return out + "]";
}

std::string html_cell(const Matrix& m, const MatrixColumn& c, const MatrixRow& row, const MatrixCell& cell,
                      const std::string& page) {
  std::string cls = "cell w-" + cell.word;
  std::string h = "<td class=\"" + html_escape(cls) + "\" title=\"" +
                  html_escape(cell.counts.empty() ? "" : tooltip(c, row, cell)) + "\">";
  h += cell.findings.empty()
           ? "<span class=\"word\">" + html_escape(cell.word) + "</span>"
           : "<a class=\"word\" href=\"#" + finding_anchor(cell.findings[0]) + "\">" + html_escape(cell.word) + "</a>";
  std::string sup;
  for (size_t f : cell.findings) sup += "<a href=\"#" + finding_anchor(f) + "\">F" + std::to_string(f + 1) + "</a>";
  if (const std::string* repro = repro_of(m, cell))
    sup += "<a href=\"" + html_escape(link_from(page, *repro)) + "\">repro</a>";
  return h + (sup.empty() ? "" : "<sup>" + sup + "</sup>") + "</td>";
}

void html_table(std::ostringstream& o, const Matrix& m, const std::string& page) {
  o << "<table class=\"matrix\">\n<thead><tr><th>property</th>";
  for (const MatrixColumn& c : m.columns)
    o << "<th>" << html_escape(c.kernel.name) << "<br>" << html_escape(c.kernel.release) << "</th>";
  o << "</tr></thead>\n<tbody>\n";
  for (size_t r = 0; r < m.rows.size(); ++r) {
    o << "<tr><th title=\"" << html_escape(m.rows[r].property) << "\"><a href=\"#row-" << r + 1 << "\">"
      << html_escape(m.rows[r].short_name) << "</a></th>";
    for (const MatrixColumn& c : m.columns) o << html_cell(m, c, m.rows[r], c.cells[r], page);
    o << "</tr>\n";
  }
  o << "</tbody>\n</table>\n";
}

void html_legend(std::ostringstream& o, const Matrix& m) {
  o << "<h2>Legend</h2>\n<table>\n<tr><th>row</th><th>property</th><th>what it checks</th></tr>\n";
  for (size_t r = 0; r < m.rows.size(); ++r)
    o << "<tr id=\"row-" << r + 1 << "\"><td>" << html_escape(m.rows[r].short_name) << "</td><td><code>"
      << html_escape(m.rows[r].property) << "</code></td><td>" << html_escape(m.rows[r].meaning) << "</td></tr>\n";
  o << "</table>\n";
}

void html_findings(std::ostringstream& o, const Matrix& m, const std::string& page) {
  if (m.findings.empty()) return;
  o << "<h2>Findings</h2>\n";
  for (size_t i = 0; i < m.findings.size(); ++i) {
    const MatrixFinding& f = m.findings[i];
    o << "<div class=\"finding\" id=\"" << finding_anchor(i) << "\"><p><b>F" << i + 1 << ". " << html_escape(f.word)
      << "</b>, " << html_escape(f.column) << " (seen in " << html_escape(f.finding.seen_in)
      << "; rows: " << html_escape(short_names(m, f.finding.properties)) << "): " << html_escape(f.finding.what)
      << "</p>\n<ul><li>report: <code>" << html_escape(f.finding.report)
      << "</code>; see: " << html_escape(f.finding.see) << "</li>\n";
    if (!f.finding.repro.empty())
      o << "<li>repro: <a href=\"" << html_escape(link_from(page, f.finding.repro)) << "\"><code>"
        << html_escape(f.finding.repro) << "</code></a></li>\n";
    for (const auto& [property, replay] : f.replays)
      if (!replay.empty())
        o << "<li>replay (" << html_escape(short_names(m, {property}))
          << "): " << (replay.front() == '(' ? html_escape(replay) : "<code>" + html_escape(replay) + "</code>")
          << "</li>\n";
    o << "</ul></div>\n";
  }
}

void html_kernels_and_disagreements(std::ostringstream& o, const Matrix& m) {
  if (!m.disagreements.empty()) {
    o << "<h2>Where the kernels disagree, and which one the contract sides with</h2>\n<table>\n"
      << "<tr><th>question</th><th>what each kernel does</th><th>the contract sides with</th><th>why</th></tr>\n";
    for (const Disagreement& d : m.disagreements) {
      o << "<tr><td>" << html_escape(d.question) << "</td><td>";
      for (const auto& [kernel, answer] : d.answers) o << html_escape(kernel) << ": " << html_escape(answer) << "<br>";
      o << "</td><td>" << html_escape(d.contract_sides_with) << "</td><td>" << html_escape(d.why) << "</td></tr>\n";
    }
    o << "</table>\n";
  }
  o << "<h2>Kernels and their declared domains</h2>\n<ul>\n";
  for (const MatrixColumn& c : m.columns) {
    o << "<li><b>" << html_escape(column_title(c)) << "</b> (" << html_escape(c.op) << "): <code>"
      << html_escape(c.kernel.report) << "</code>";
    if (c.restrictions.empty()) {
      o << "; declares nothing (the whole contract)</li>\n";
      continue;
    }
    o << "; declared in <code>" << html_escape(c.domain_source) << "</code>" << (c.domain_moved ? kMovedSince : "")
      << ":<ul>";
    for (const std::string& s : c.restrictions) o << "<li>" << html_escape(s) << "</li>";
    o << "</ul></li>\n";
  }
  o << "</ul>\n";
}

std::string regenerate_line(const Matrix& m) {
  return "kda_report matrix --findings " + m.source + " --markdown F.md --html F.html";
}

}  // namespace

std::string render_matrix_markdown(const Matrix& m, const std::string& page) {
  std::ostringstream md;
  md << "# Conformance matrix\n\n" << kIntro << " Its case counts are in its footnote.\n\n";
  markdown_table(md, m, page);
  markdown_legend(md, m);
  markdown_findings(md, m, page);
  markdown_disagreements(md, m);
  markdown_kernels(md, m);
  md << "\nRendered from `" << m.source << "` by `" << regenerate_line(m)
     << "` (from the tree's root); regenerate it, do not edit it.\n";
  return md.str();
}

std::string render_matrix_html(const Matrix& m, const std::string& page) {
  std::ostringstream o;
  o << "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Conformance matrix</title>\n<style>"
    << kStyle << "</style></head><body>\n<h1>Conformance matrix</h1>\n<p>";
  // The intro's bold words, as HTML.
  std::string intro = html_escape(kIntro);
  for (size_t at; (at = intro.find("**")) != std::string::npos;) {
    const size_t end = intro.find("**", at + 2);
    intro = intro.substr(0, at) + "<b>" + intro.substr(at + 2, end - at - 2) + "</b>" + intro.substr(end + 2);
  }
  o << intro << " Its case counts are in its tooltip.</p>\n";
  html_table(o, m, page);
  o << "<p id=\"matrix-check\">Page check did not run.</p>\n";
  html_legend(o, m);
  html_findings(o, m, page);
  html_kernels_and_disagreements(o, m);
  o << "<p>Rendered from <code>" << html_escape(m.source) << "</code> by <code>" << html_escape(regenerate_line(m))
    << "</code> (from the tree's root); regenerate it, do not edit it.</p>\n<script>";
  std::string script = kMatrixCheckScript;
  script.replace(script.find("WORDS"), 5, words_json());
  o << script << "</script>\n</body></html>\n";
  return o.str();
}

}  // namespace kda::report
