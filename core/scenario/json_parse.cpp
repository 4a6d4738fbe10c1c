// Text to JSON. nlohmann's parser does the work; this file turns its failures into messages a
// designer can act on: line and column of the offending token, plain words instead of the
// library's, and a JSON pointer for numbers too large to represent (which the library only
// reports as "number overflow" with no place).

#include "core/scenario/json.h"
#include "core/scenario/json_comments.h"
#include "core/scenario/text_place.h"

#include <cstddef>
#include <cstdio>
#include <optional>
#include <unordered_set>

namespace footfall::scenario_json {
namespace {

// Deeper nesting than any scenario needs; refusing it early keeps every recursive walk over
// the document (copies, dumps) far from the stack's limit.
constexpr std::size_t kMaxDepth = 100;
// Each overflowing number costs one more pass over the text.
constexpr int kMaxOverflows = 50;

// A parse that builds nothing: it tracks where in the document it is, so that the library's
// complaints (overflow, duplicate keys, depth) can be tied to a JSON pointer.
class LocatingSax : public nlohmann::json_sax<Json> {
  public:
    struct Problem {
        std::string pointer;
        std::string message;
    };

    // Outcome of the last run.
    bool overflow = false;
    std::size_t overflowEnd = 0; // byte just past the overflowing literal
    std::string overflowToken;
    std::string overflowPointer;
    bool tooDeep = false;
    std::string tooDeepPointer;
    std::vector<Problem> duplicateKeys;

    bool null() override { return value(); }
    bool boolean(bool) override { return value(); }
    bool number_integer(number_integer_t) override { return value(); }
    bool number_unsigned(number_unsigned_t) override { return value(); }
    bool number_float(number_float_t, const string_t&) override { return value(); }
    bool string(string_t&) override { return value(); }
    bool binary(binary_t&) override { return value(); }

    bool start_object(std::size_t) override { return open(false); }
    bool start_array(std::size_t) override { return open(true); }
    bool end_object() override { return close(); }
    bool end_array() override { return close(); }

    bool key(string_t& k) override {
        Frame& f = frames_.back();
        f.key = k;
        if (!f.keys.insert(k).second) {
            duplicateKeys.push_back({current(), "duplicate key " + inQuotes(k) +
                                                    ": a key may appear only once in an object"});
        }
        return true;
    }

    bool parse_error(std::size_t position, const std::string& lastToken,
                     const nlohmann::detail::exception& ex) override {
        if (ex.id == 406) { // number overflow
            overflow = true;
            overflowEnd = position;
            overflowToken = lastToken;
            overflowPointer = current();
        }
        return false;
    }

  private:
    struct Frame {
        bool array = false;
        std::size_t index = 0;
        std::string key;
        std::unordered_set<std::string> keys;
    };

    // Pointer of the value being parsed now.
    std::string current() const {
        std::string out;
        for (const Frame& f : frames_) {
            out += f.array ? child(std::string(), f.index) : child(std::string(), f.key);
        }
        return out;
    }

    bool value() {
        if (!frames_.empty() && frames_.back().array) ++frames_.back().index;
        return true;
    }
    bool open(bool array) {
        if (frames_.size() >= kMaxDepth) {
            tooDeep = true;
            tooDeepPointer = current();
            return false;
        }
        frames_.push_back(Frame{array, 0, {}, {}});
        return true;
    }
    bool close() {
        if (!frames_.empty()) frames_.pop_back();
        return value();
    }

    std::vector<Frame> frames_;
};

bool contains(const std::string& s, std::string_view part) {
    return s.find(part) != std::string::npos;
}

void replaceAll(std::string& s, std::string_view from, std::string_view to) {
    for (std::size_t at = s.find(from); at != std::string::npos; at = s.find(from, at)) {
        s.replace(at, from.size(), to);
        at += to.size();
    }
}

// nlohmann reports the last byte of the token it choked on; an editor's cursor belongs at its
// first. Strings and bare words are walked back to their start.
std::size_t tokenStart(const std::string& text, std::size_t last, const std::string& what) {
    if (last >= text.size()) return last;
    if (contains(what, "unexpected string literal") && text[last] == '"') {
        for (std::size_t i = last; i-- > 0;) {
            if (text[i] == '\n') break;
            if (text[i] != '"') continue;
            std::size_t slashes = 0;
            while (i > slashes && text[i - 1 - slashes] == '\\')
                ++slashes;
            if (slashes % 2 == 0) return i;
        }
        return last;
    }
    if (contains(what, "unexpected number literal") || contains(what, "unexpected true") ||
        contains(what, "unexpected false") || contains(what, "unexpected null")) {
        std::size_t i = last;
        while (i > 0 && std::string_view("0123456789+-.eEtruefalsn").find(text[i - 1]) !=
                            std::string_view::npos) {
            --i;
        }
        return i;
    }
    return last;
}

// The library's wording, after "syntax error while parsing <context> - ", in a designer's.
std::string plainSyntaxMessage(const std::string& what, const std::string& text) {
    if (text.find_first_not_of(" \t\r\n") == std::string::npos) return "the file is empty";

    std::string detail = what;
    const std::size_t dash = detail.find(" - ");
    if (dash != std::string::npos) {
        detail = detail.substr(dash + 3);
    } else if (const std::size_t colon = detail.find(": "); colon != std::string::npos) {
        detail = detail.substr(colon + 2);
    }
    // "last read: '...'" repeats the file back, escaped and often cut mid-token: drop it.
    if (const std::size_t lastRead = detail.find("; last read:"); lastRead != std::string::npos) {
        detail.erase(lastRead);
    }

    if (contains(detail, "control character U+000A") ||
        contains(detail, "control character U+000D")) {
        return "a string must end on the line where it starts (missing closing quote? write \\n "
               "for a line break)";
    }
    if (contains(detail, "missing closing quote")) return "missing closing quote of a string";
    if (contains(detail, "invalid literal")) {
        return "invalid word: text needs double quotes, and true, false and null are lowercase";
    }
    if (contains(detail, "invalid comment")) {
        return contains(detail, "missing closing")
                   ? "a /* comment */ is never closed"
                   : "a single '/' here: comments start with // or /*";
    }
    if (contains(what, "while parsing object key") && contains(detail, "unexpected '}'")) {
        return "unexpected '}' after a comma (remove the trailing comma)";
    }
    if (contains(what, "while parsing value") && contains(detail, "unexpected ']'")) {
        return "unexpected ']' where a value should be (remove the trailing comma?)";
    }
    // "; expected": "unexpected end of input" contains "expected end of input" too.
    if (contains(what, "while parsing value") && contains(detail, "; expected end of input")) {
        return "unexpected text after the end of the document (one {...} per file)";
    }

    const bool missingObjectComma =
        contains(what, "while parsing object -") && contains(detail, "expected '}'");
    const bool missingArrayComma =
        contains(what, "while parsing array -") && contains(detail, "expected ']'");
    replaceAll(detail, "string literal", "string");
    replaceAll(detail, "number literal", "number");
    replaceAll(detail, "true literal", "true");
    replaceAll(detail, "false literal", "false");
    replaceAll(detail, "null literal", "null");
    replaceAll(detail, "unexpected end of input", "the file ends too early");
    replaceAll(detail, "end of input", "the end of the file");
    replaceAll(detail, "'[', '{', or a literal", "a value");
    if (missingObjectComma || missingArrayComma) {
        const std::string close = missingObjectComma ? "'}'" : "']'";
        std::string token = detail;
        if (token.rfind("unexpected ", 0) == 0) token.erase(0, 11);
        if (const std::size_t end = token.find("; expected"); end != std::string::npos) {
            token.erase(end);
        }
        if (token == "the file ends too early") {
            return "the file ends before every " + close + " is closed (is it cut short?)";
        }
        return "expected ',' or " + close + " before this " + token + " (is a comma missing?)";
    }
    return detail;
}

// A control character other than tab and line breaks has no place in a text file: a NUL
// would even end the text early for the library, so that the file loads as its first part
// and a save would then drop the rest. Returns the offset of the first, if any.
std::optional<std::size_t> firstControlCharacter(const std::string& text) {
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if ((c < 0x20 && c != '\t' && c != '\n' && c != '\r') || c == 0x7f) return i;
    }
    return std::nullopt;
}

} // namespace

ParsedText parseText(const std::string& text, Diagnostics& diagnostics) {
    ParsedText result;
    if (const auto at = firstControlCharacter(text)) {
        const auto c = static_cast<unsigned char>(text[*at]);
        char code[8];
        std::snprintf(code, sizeof code, "U+%04X", c);
        const TextPlace place = placeOfOffset(text, *at);
        diagnostics.items.push_back({"",
                                     "control character " + std::string(code) +
                                         (c == 0 ? " (a NUL byte)" : "") + " at byte " +
                                         std::to_string(*at) +
                                         ": a scenario file is plain text (is it the right file?)",
                                     place.line, place.column});
        return result;
    }
    std::string patched = text;

    // Locate problems the library cannot place; each overflowing number is reported, then
    // blanked to null (padded to the same length, so later line and column numbers still
    // match the file) and the pass repeats, so that one file reports all of them.
    LocatingSax sax;
    for (int pass = 0;; ++pass) {
        sax = LocatingSax();
        Json::sax_parse(patched, &sax, Json::input_format_t::json, true, true);
        if (sax.tooDeep) {
            diagnostics.add(sax.tooDeepPointer,
                            "nested more than " + std::to_string(kMaxDepth) + " levels deep");
            return result;
        }
        if (!sax.overflow) break;
        // A number as long as a page is said by its start and its length.
        const std::string& token = sax.overflowToken;
        const std::string found =
            token.size() <= 40
                ? token
                : token.substr(0, 24) + "... (" + std::to_string(token.size()) + " characters)";
        diagnostics.add(sax.overflowPointer, "must be a finite number (found " + found + ")");
        result.reported.push_back(sax.overflowPointer);
        const std::size_t length = sax.overflowToken.size();
        // "null" must fit; every literal that overflows a double has at least 5 characters.
        if (pass + 1 >= kMaxOverflows || length < 4 || sax.overflowEnd < length ||
            sax.overflowEnd > patched.size()) {
            return result;
        }
        patched.replace(sax.overflowEnd - length, length, "null" + std::string(length - 4, ' '));
    }
    for (const LocatingSax::Problem& p : sax.duplicateKeys)
        diagnostics.add(p.pointer, p.message);

    try {
        result.document = Json::parse(patched, nullptr, /*allow_exceptions=*/true,
                                      /*ignore_comments=*/true);
    } catch (const Json::parse_error& e) {
        const std::string what = e.what();
        const std::size_t last = e.byte > 0 ? e.byte - 1 : 0;
        std::size_t offset = tokenStart(text, last, what);
        if (contains(what, "missing closing '*/'")) {
            offset = scanJsonComments(text).unclosedBlock.value_or(offset);
        }
        const TextPlace place = placeOfOffset(text, offset);
        diagnostics.items.push_back(
            {"", "syntax error: " + plainSyntaxMessage(what, text), place.line, place.column});
        result.document.reset();
    } catch (const Json::exception& e) {
        // Not expected after the locating pass; still never let the library's throw escape.
        diagnostics.add("", std::string("cannot read the file as JSON: ") + e.what());
        result.document.reset();
    }
    return result;
}

} // namespace footfall::scenario_json
