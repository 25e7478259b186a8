// flags: -std=c++20
// C++ designators follow the members' order, and from C++20 a list does not mix items with
// and without them.
struct P {
    int x, y, z;
};
__global__ void k(int* o)
{
    P p{.y = 1, .x = 2};
    P q{.x = 1, 2};
    P r = {3, .z = 4};
    P s{.x = 1, .z = 3};
    o[0] = p.x + q.y + r.z + s.z;
}
