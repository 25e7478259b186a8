// std::array of no elements and std::reference_wrapper, held by classes that kernels receive:
// laid out as the host's library lays them out (one byte; one pointer), so the members after
// them are where the host wrote them. A class defined in a function under #pragma pack is
// packed as one outside a function is.
#include <array>
#include <cstdio>
#include <cstddef>
#include <functional>

struct WithEmptyArray {
    char tag;
    std::array<double, 0> none;
    int value;
};

struct WithRef {
    char tag;
    std::reference_wrapper<int> ref;
    int after;
};

__global__ void read(WithEmptyArray a, WithRef r, int* out)
{
    out[0] = a.value;
    out[1] = r.after;
    out[2] = sizeof(WithEmptyArray);
    out[3] = offsetof(WithEmptyArray, value);
    out[4] = sizeof(WithRef);
    out[5] = offsetof(WithRef, after);
    out[6] = sizeof(std::array<int, 0>) + alignof(std::array<double, 0>) * 10;
#pragma pack(push, 1)
    struct Local {
        char c;
        int i;
    };
#pragma pack(pop)
    struct Unpacked {
        char c;
        int i;
    };
    Local l;
    l.c = 1;
    l.i = 41;
    out[8] = sizeof(Local) * 100 + sizeof(Unpacked);
    out[9] = l.i + l.c;
}

int main()
{
    int target = 5;
    WithEmptyArray a{'a', {}, 1234};
    WithRef r{'r', std::ref(target), 99};
    int* d;
    cudaMalloc(&d, 10 * sizeof(int));
    read<<<1, 1>>>(a, r, d);
    int h[10];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("host:   value %d after %d sizes %zu@%zu %zu@%zu\n", a.value, r.after, sizeof(WithEmptyArray),
           offsetof(WithEmptyArray, value), sizeof(WithRef), offsetof(WithRef, after));
    printf("device: value %d after %d sizes %d@%d %d@%d\n", h[0], h[1], h[2], h[3], h[4], h[5]);
    printf("device: empty array %d, local classes %d, packed member %d\n", h[6], h[8], h[9]);
    return 0;
}
