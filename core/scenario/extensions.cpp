#include "core/scenario/extensions.h"

#include <nlohmann/json.hpp>

namespace footfall {

namespace {

const nlohmann::json& emptyObject() {
    static const nlohmann::json empty = nlohmann::json::object();
    return empty;
}

} // namespace

Extensions::Extensions() = default;
Extensions::~Extensions() = default;
Extensions::Extensions(Extensions&& other) noexcept = default;
Extensions& Extensions::operator=(Extensions&& other) noexcept = default;

Extensions::Extensions(const Extensions& other)
    : json_(other.json_ ? std::make_unique<nlohmann::json>(*other.json_) : nullptr) {}

Extensions& Extensions::operator=(const Extensions& other) {
    if (this != &other)
        json_ = other.json_ ? std::make_unique<nlohmann::json>(*other.json_) : nullptr;
    return *this;
}

nlohmann::json& Extensions::json() {
    if (!json_) json_ = std::make_unique<nlohmann::json>(nlohmann::json::object());
    return *json_;
}

const nlohmann::json& Extensions::json() const {
    return json_ ? *json_ : emptyObject();
}

bool Extensions::operator==(const Extensions& other) const {
    return json() == other.json();
}

} // namespace footfall
