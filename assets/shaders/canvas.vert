#version 330 core
// The canvas's triangles: positions in pixels of the viewport, top-left origin, y down.
layout(location = 0) in vec2 position;
layout(location = 1) in vec4 colour;
uniform vec2 viewport;
out vec4 vertexColour;
void main() {
    vertexColour = colour;
    gl_Position = vec4(position.x / viewport.x * 2.0 - 1.0, 1.0 - position.y / viewport.y * 2.0,
                       0.0, 1.0);
}
