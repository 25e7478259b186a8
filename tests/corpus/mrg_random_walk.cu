// corpus: Random walks of MRG32k3a generators: each thread takes steps of +1 or -1 and the
// final positions are summed exactly; a Poisson count per thread is totalled too.
#include <cstdio>
#include <curand_kernel.h>

__global__ void walk(curandStateMRG32k3a* states, int steps, int* ends, unsigned int* events)
{
    int id = blockIdx.x * blockDim.x + threadIdx.x;
    curand_init(99ull, id, 0, &states[id]);
    curandStateMRG32k3a s = states[id];
    int pos = 0;
    for (int i = 0; i < steps; i++)
        pos += (curand(&s) & 1) ? 1 : -1;
    ends[id] = pos;
    events[id] = curand_poisson(&s, 4.0);
    states[id] = s;
}

int main()
{
    const int n = 256;
    curandStateMRG32k3a* states;
    int* ends;
    unsigned int* events;
    cudaMalloc(&states, n * sizeof(curandStateMRG32k3a));
    cudaMallocManaged(&ends, n * sizeof(int));
    cudaMallocManaged(&events, n * sizeof(unsigned int));
    walk<<<4, 64>>>(states, 1000, ends, events);
    cudaDeviceSynchronize();
    long long sum = 0, sq = 0;
    unsigned long long ev = 0;
    int far = 0;
    for (int i = 0; i < n; i++) {
        sum += ends[i];
        sq += (long long)ends[i] * ends[i];
        ev += events[i];
        if (ends[i] > 60 || ends[i] < -60)
            far++;
    }
    printf("sum %lld, sum of squares %lld, beyond 60: %d\n", sum, sq, far);
    printf("walks 0..3: %d %d %d %d\n", ends[0], ends[1], ends[2], ends[3]);
    printf("poisson events %llu (mean %.4f)\n", ev, (double)ev / n);
    return 0;
}
