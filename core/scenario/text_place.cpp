#include "core/scenario/text_place.h"

#include <algorithm>
#include <cstring>
#include <map>
#include <set>
#include <string>

namespace footfall {
namespace {

constexpr int kMaxDepth = 128; // deeper than the parser accepts: such text is not walked

// A UTF-8 byte order mark, which the parser skips and an editor does not show: not a column.
std::size_t byteOrderMarkLength(std::string_view text) {
    return text.starts_with("\xEF\xBB\xBF") ? 3 : 0;
}

// One walk over the text, noting where each wanted pointer's value begins. Only the values on
// the way to a wanted pointer are entered; the rest are stepped over, so a file's problems
// are placed in one pass however many there are.
class PointerWalk {
  public:
    PointerWalk(std::string_view text, const std::set<std::string>& wanted) : text_(text) {
        // Each wanted pointer and every part on the way to it (where one the text lacks falls
        // back to): the values entered, and their places noted.
        found_.emplace("", std::string::npos);
        for (const std::string& p : wanted) {
            for (std::size_t slash = p.find('/', 1); slash != std::string::npos;
                 slash = p.find('/', slash + 1))
                found_.emplace(p.substr(0, slash), std::string::npos);
            found_.emplace(p, std::string::npos);
        }
    }

    void run() {
        at_ = byteOrderMarkLength(text_);
        std::string pointer;
        value(&pointer, 0);
    }

    // Where the deepest part of `pointer` the text has begins; npos when not even the root.
    std::size_t offsetOf(const std::string& pointer) const {
        for (std::string p = pointer;; p.erase(p.rfind('/'))) {
            const auto it = found_.find(p);
            if (it != found_.end() && it->second != std::string::npos) return it->second;
            if (p.empty()) return root_;
        }
    }

  private:
    bool atEnd() const { return at_ >= text_.size(); }
    char peek() const { return atEnd() ? '\0' : text_[at_]; }

    void skipSpace() {
        while (!atEnd()) {
            const char c = text_[at_];
            if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
                ++at_;
            } else if (c == '/' && at_ + 1 < text_.size() && text_[at_ + 1] == '/') {
                at_ = std::min(text_.find('\n', at_), text_.size());
            } else if (c == '/' && at_ + 1 < text_.size() && text_[at_ + 1] == '*') {
                const std::size_t end = text_.find("*/", at_ + 2);
                at_ = end == std::string_view::npos ? text_.size() : end + 2;
            } else {
                return;
            }
        }
    }

    // A string at the cursor, its escapes undone, \u into UTF-8 as the parser decodes it (a
    // key the format does not know may be any text, and the pointer of its error holds it so).
    // False when it never closes.
    bool string(std::string* out) {
        ++at_; // the opening quote
        while (!atEnd()) {
            const char c = text_[at_++];
            if (c == '"') return true;
            if (c != '\\') {
                if (out) out->push_back(c);
                continue;
            }
            if (atEnd()) return false;
            const char e = text_[at_++];
            if (!out) continue;
            switch (e) {
            case 'n':
                out->push_back('\n');
                break;
            case 't':
                out->push_back('\t');
                break;
            case 'r':
                out->push_back('\r');
                break;
            case 'b':
                out->push_back('\b');
                break;
            case 'f':
                out->push_back('\f');
                break;
            case 'u':
                appendUtf8(*out, codePoint());
                break;
            default:
                out->push_back(e);
                break; // \" \\ \/
            }
        }
        return false;
    }

    // The four hex digits after a \u at the cursor, stepped over; with the low half of a
    // surrogate pair after them, the pair's code point.
    unsigned long codePoint() {
        const auto hex = [&] {
            const std::string digits(text_.substr(at_, 4));
            at_ = std::min(at_ + 4, text_.size());
            return std::strtoul(digits.c_str(), nullptr, 16);
        };
        const unsigned long high = hex();
        if (high < 0xD800 || high > 0xDBFF || text_.substr(at_, 2) != "\\u") return high;
        const std::size_t before = at_;
        at_ += 2;
        const unsigned long low = hex();
        if (low < 0xDC00 || low > 0xDFFF) {
            at_ = before; // not a pair: the next escape is read on its own
            return high;
        }
        return 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00);
    }

    static void appendUtf8(std::string& out, unsigned long code) {
        if (code < 0x80) {
            out.push_back(char(code));
        } else if (code < 0x800) {
            out.push_back(char(0xC0 | (code >> 6)));
            out.push_back(char(0x80 | (code & 0x3F)));
        } else if (code < 0x10000) {
            out.push_back(char(0xE0 | (code >> 12)));
            out.push_back(char(0x80 | ((code >> 6) & 0x3F)));
            out.push_back(char(0x80 | (code & 0x3F)));
        } else {
            out.push_back(char(0xF0 | (code >> 18)));
            out.push_back(char(0x80 | ((code >> 12) & 0x3F)));
            out.push_back(char(0x80 | ((code >> 6) & 0x3F)));
            out.push_back(char(0x80 | (code & 0x3F)));
        }
    }

    static void appendToken(std::string& pointer, const std::string& key) {
        pointer.push_back('/');
        for (const char c : key) {
            if (c == '~')
                pointer += "~0";
            else if (c == '/')
                pointer += "~1";
            else
                pointer.push_back(c);
        }
    }

    // The value at the cursor, stepped over; with its `pointer` noted where wanted (null: a
    // value off the way to every wanted pointer, walked without one).
    bool value(std::string* pointer, int depth) {
        skipSpace();
        if (atEnd() || depth > kMaxDepth) return false;
        if (depth == 0) root_ = at_;
        const auto noted = pointer ? found_.find(*pointer) : found_.end();
        if (noted != found_.end()) noted->second = at_;
        const bool enter = noted != found_.end();
        const char c = peek();
        if (c == '"') return string(nullptr);
        if (c != '{' && c != '[') {
            const std::size_t start = at_;
            while (!atEnd() && !std::strchr(",}] \t\r\n/", text_[at_]))
                ++at_;
            return at_ > start;
        }
        const bool array = c == '[';
        ++at_;
        std::size_t index = 0;
        std::string key;
        for (;;) {
            skipSpace();
            if (peek() == (array ? ']' : '}')) {
                ++at_;
                return true;
            }
            if (!array) {
                key.clear();
                if (peek() != '"' || !string(enter ? &key : nullptr)) return false;
                skipSpace();
                if (peek() != ':') return false;
                ++at_;
            }
            const std::size_t length = enter ? pointer->size() : 0;
            if (enter) appendToken(*pointer, array ? std::to_string(index) : key);
            ++index;
            const bool ok = value(enter ? pointer : nullptr, depth + 1);
            if (enter) pointer->resize(length);
            if (!ok) return false;
            skipSpace();
            if (peek() == ',') ++at_;
        }
    }

    std::string_view text_;
    std::size_t at_ = 0;
    std::size_t root_ = std::string::npos;
    std::map<std::string, std::size_t> found_;
};

} // namespace

TextPlace placeOfOffset(std::string_view text, std::size_t offset) {
    TextPlace place;
    offset = std::min(offset, text.size());
    for (std::size_t i = std::min(byteOrderMarkLength(text), offset); i < offset; ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c == '\n') {
            ++place.line;
            place.column = 1;
        } else if ((c & 0xC0) != 0x80) {
            ++place.column;
        }
    }
    return place;
}

std::optional<TextPlace> placeOfPointer(std::string_view text, std::string_view pointer) {
    if (!pointer.empty() && pointer.front() != '/') return std::nullopt;
    const std::string wanted(pointer);
    PointerWalk walk(text, {wanted});
    walk.run();
    const std::size_t offset = walk.offsetOf(wanted);
    if (offset == std::string::npos) return std::nullopt;
    return placeOfOffset(text, offset);
}

void placeDiagnostics(Diagnostics& diagnostics, std::string_view text) {
    std::set<std::string> wanted;
    for (const Diagnostic& d : diagnostics.items)
        if (d.line == 0 && !d.pointer.empty() && d.pointer.front() == '/') wanted.insert(d.pointer);
    if (wanted.empty()) return;
    PointerWalk walk(text, wanted);
    walk.run();
    // Offsets in increasing order, so the text is counted through once for all of them.
    std::map<std::size_t, TextPlace> places;
    for (const std::string& p : wanted)
        if (const std::size_t at = walk.offsetOf(p); at != std::string::npos) places[at] = {};
    TextPlace place;
    std::size_t counted = 0;
    for (auto& [offset, out] : places) {
        const TextPlace more =
            placeOfOffset(text.substr(counted, offset - counted), offset - counted);
        place.column = more.line > 1 ? more.column : place.column + more.column - 1;
        place.line += more.line - 1;
        out = place;
        counted = offset;
    }
    for (Diagnostic& d : diagnostics.items) {
        if (d.line != 0 || !wanted.count(d.pointer)) continue;
        const std::size_t at = walk.offsetOf(d.pointer);
        if (at == std::string::npos) continue;
        d.line = places[at].line;
        d.column = places[at].column;
    }
    // In the file's order, so that a designer fixes it top to bottom: the checks run section by
    // section (an agent's gait is judged against the gait table, after every agent's keys), and
    // "golas" at column 51 came before "postion" at 31. The whole file's problems, and any
    // without a place, first, as found.
    std::stable_sort(diagnostics.items.begin(), diagnostics.items.end(),
                     [](const Diagnostic& a, const Diagnostic& b) {
                         if (a.line == 0 || b.line == 0) return a.line == 0 && b.line != 0;
                         return a.line != b.line ? a.line < b.line : a.column < b.column;
                     });
}

} // namespace footfall
