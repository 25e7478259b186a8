// Default construction reaches every object that needs it: each element of a block-scope array
// (also of a two-dimensional one, and the elements an initializer list leaves out), members of
// class type (under an implicit constructor and under a user constructor that does not name
// them), and bases with default member initializers.
#include <cstdio>
#include <cuda_runtime.h>

struct Counter {
    int value;
    __device__ Counter() : value(5) {}
    __device__ explicit Counter(int v) : value(v) {}
};

struct Holder {
    Counter c;
    int extra;
};

struct Named {
    Counter c;
    int id;
    __device__ Named() : id(1) {}
};

struct Defaults : Counter {
    int step = 3;
};

__global__ void construct(int *out)
{
    Counter row[3];
    Counter grid[2][3];
    Counter partial[4] = {Counter(10), Counter(20)};
    Holder h;
    Named n;
    Defaults d;
    Holder holders[2];
    int sum = 0;
    for (int i = 0; i < 3; ++i)
        sum += row[i].value + grid[1][i].value;
    out[0] = sum;
    out[1] = partial[0].value + partial[1].value + partial[2].value + partial[3].value;
    out[2] = h.c.value;
    out[3] = n.c.value * 10 + n.id;
    out[4] = d.value * 10 + d.step;
    out[5] = holders[1].c.value;
}

int main()
{
    int *out;
    cudaMalloc(&out, 6 * sizeof(int));
    construct<<<1, 1>>>(out);
    int host[6];
    cudaMemcpy(host, out, sizeof host, cudaMemcpyDeviceToHost);
    printf("arrays: %d\n", host[0]);
    printf("partly listed: %d\n", host[1]);
    printf("member under an implicit constructor: %d\n", host[2]);
    printf("member under a user constructor: %d\n", host[3]);
    printf("base and default member initializer: %d\n", host[4]);
    printf("array of holders: %d\n", host[5]);
    cudaFree(out);
    return 0;
}
