#pragma once
// The "x-..." keys of an object in a scenario file (docs/scenario-format.md), kept as they were
// so that writing the file back loses nothing. Held behind a pointer, so that the scenario's
// plain data (core/scenario/scenario.h), which nearly every file of the project includes, does
// not bring the JSON library with it: parsing its header was a quarter of the whole build, and
// only the loader, the writer and the tools that read these keys need it.

#include <nlohmann/json_fwd.hpp>

#include <memory>

namespace footfall {

class Extensions {
  public:
    Extensions();
    ~Extensions();
    Extensions(const Extensions& other);
    Extensions(Extensions&& other) noexcept;
    Extensions& operator=(const Extensions& other);
    Extensions& operator=(Extensions&& other) noexcept;

    // A JSON object, empty until a key is set.
    nlohmann::json& json();
    const nlohmann::json& json() const;

    bool operator==(const Extensions& other) const;

  private:
    std::unique_ptr<nlohmann::json> json_; // null: no keys (no allocation for most objects)
};

} // namespace footfall
