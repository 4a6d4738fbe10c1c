#include "core/base/diagnostics.h"

namespace footfall {

std::string Diagnostics::format() const {
    std::string out;
    for (const Diagnostic& d : items) {
        out += file;
        // Appended piece by piece: GCC 12 warns (wrongly) on chains of string operator+.
        // The line first, as compilers write it, so an editor or a terminal jumps there.
        if (d.line > 0) {
            out.append(":").append(std::to_string(d.line));
            out.append(":").append(std::to_string(d.column));
        }
        // The empty pointer is the whole file (RFC 6901); "/" would name a key "".
        if (!d.pointer.empty()) out.append(": ").append(d.pointer);
        out.append(": ").append(d.message).append("\n");
    }
    return out;
}

} // namespace footfall
