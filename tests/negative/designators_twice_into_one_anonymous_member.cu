// flags: -std=c++20
// Designators naming two members of one anonymous struct are out of order, as nvcc reports
// them (at the second); one into each anonymous member is not.
struct Packet {
    int id;
    struct {
        int x, y;
    };
    union {
        float weight;
        int count;
    };
};

__global__ void k(int* o)
{
    Packet fine = {.id = 1, .x = 2, .count = 3};
    Packet twice = {.id = 1, .x = 2, .y = 3};
    o[0] = fine.x + twice.y;
}
