#pragma once
// Rooms a script found failing, kept as they were found (tests/data/rooms/NAME.json), played as
// a Run; and a run played on with the promise of stops kept apart checked after every frame.
// Header-only; for the test binaries that define FOOTFALL_SOURCE_DIR.

#include "core/preplanned/stops_apart.h"
#include "core/scenario/loader.h"
#include "support/avoidance_run.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

namespace footfall::testing {

// Whether turns at passages lapse when not come for (avoidance.turn_lapse_after, on by default).
// A few rooms kept to pin a rule of their own end otherwise since turns lapse (a jam of another
// kind in a crowd knotted round its gaps): their tests play them as they were found, the lapse
// off, and say so. The lapse's own effect on such rooms is measured in batches of them
// (docs/quality-log.md, "A turn not come for").
enum class TurnsLapse { AsByDefault, Off };

// tests/data/rooms/`name`.json as a Run; nullptr (with the failure recorded) if it does not load.
inline std::unique_ptr<Run> keptRoom(const std::string& name,
                                     TurnsLapse lapse = TurnsLapse::AsByDefault) {
    LoadResult loaded =
        loadScenarioFile(std::string(FOOTFALL_SOURCE_DIR) + "/tests/data/rooms/" + name + ".json");
    if (!loaded.scenario) {
        ADD_FAILURE() << name << ": " << loaded.diagnostics.format();
        return nullptr;
    }
    if (lapse == TurnsLapse::Off) loaded.scenario->avoidance.turn_lapse_after = 0;
    return Run::of(*loaded.scenario, name);
}

// The kept room played to the end of its duration, as the script played it; nullptr (with the
// failure recorded) if it does not load.
inline std::unique_ptr<Run> keptRoomPlayedToItsEnd(const std::string& name,
                                                   TurnsLapse lapse = TurnsLapse::AsByDefault) {
    auto run = keptRoom(name, lapse);
    if (run) run->runToArrival(run->world().prepared().duration);
    return run;
}

// Steps `run` until everyone has arrived or `until` s, and after each frame fails for every two
// whose stops, made by all at once, would meet (docs/avoidance.md §2.12), three at most.
inline void playCheckingTheStops(Run& run, double until) {
    World& world = run.world();
    std::vector<preplanned::StopTrack> stops;
    std::vector<preplanned::StopsMeeting> meetings;
    int failures = 0;
    while (!world.allArrived() && world.time() < until && failures < 3) {
        run.step();
        preplanned::stopsThatMeet(world, stops, meetings);
        for (const preplanned::StopsMeeting& m : meetings) {
            ADD_FAILURE() << "at " << world.time() << " s the stops of "
                          << world.agents()[size_t(m.a)].spec->name << " and "
                          << world.agents()[size_t(m.b)].spec->name << " meet " << m.depth
                          << " m deep";
            ++failures;
        }
    }
}

} // namespace footfall::testing
