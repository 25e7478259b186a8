// corpus: designators naming several members of one anonymous struct, and a member of an anonymous union, in a braced list
#include <cstdio>

struct Packet {
    int id;
    struct {
        int x, y, z;
    };
    union {
        float weight;
        int count;
    };
    int tail;
};

__global__ void kernel(int* out)
{
    Packet p = {.id = 1, .x = 2, .y = 3, .z = 4, .count = 5, .tail = 6};
    Packet q = {.id = 7, .y = 8, .tail = 9};
    out[0] = p.id * 100000 + p.x * 10000 + p.y * 1000 + p.z * 100 + p.count * 10 + p.tail;
    out[1] = q.id * 1000 + q.x * 100 + q.y * 10 + q.tail;
}

int main()
{
    int* out;
    cudaMallocManaged(&out, 2 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    Packet h = {.id = 1, .x = 2, .y = 3, .z = 4, .count = 5, .tail = 6};
    printf("device %d %d, host %d\n", out[0], out[1],
           h.id * 100000 + h.x * 10000 + h.y * 1000 + h.z * 100 + h.count * 10 + h.tail);
    cudaFree(out);
    return 0;
}
