#version 330 core
// Marks drawn by the thousand (people, footprints, dots, rings): one instance each, a quad
// turned to the mark's axis, shaded by sprite.frag from its signed distance. Per instance:
layout(location = 0) in vec2 centre;   // pixels of the viewport
layout(location = 1) in vec2 axis;     // unit, screen space: the mark's "forward"
layout(location = 2) in vec2 halfSize; // pixels, along the axis and across it
layout(location = 3) in vec4 colourA;
layout(location = 4) in vec4 colourB;
layout(location = 5) in vec2 shape;    // the kind of mark, and a parameter of it
uniform vec2 viewport;
out vec2 local; // pixels from the centre, x along the axis
flat out vec2 size;
flat out vec4 fillA;
flat out vec4 fillB;
flat out vec2 kind;

const vec2 corners[6] = vec2[6](vec2(-1.0, -1.0), vec2(1.0, -1.0), vec2(1.0, 1.0),
                                vec2(-1.0, -1.0), vec2(1.0, 1.0), vec2(-1.0, 1.0));

void main() {
    // A pixel and a half of room round the mark for its soft edge.
    local = corners[gl_VertexID] * (halfSize + vec2(1.5));
    size = halfSize;
    fillA = colourA;
    fillB = colourB;
    kind = shape;
    vec2 across = vec2(-axis.y, axis.x);
    vec2 p = centre + axis * local.x + across * local.y;
    gl_Position = vec4(p.x / viewport.x * 2.0 - 1.0, 1.0 - p.y / viewport.y * 2.0, 0.0, 1.0);
}
