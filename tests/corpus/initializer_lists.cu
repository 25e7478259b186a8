// std::initializer_list in device code: braced lists passed to initializer_list parameters,
// deduced by auto, iterated by range-for, and std::min/std::max of a list.
#include <algorithm>
#include <cstdio>
#include <initializer_list>

struct Vec2 {
    float x, y;
};

__device__ int sum(std::initializer_list<int> xs) {
    int s = 0;
    for (int x : xs) s += x;
    return s + (int)xs.size();
}

__device__ float manhattan(std::initializer_list<Vec2> vs) {
    float s = 0;
    for (const Vec2 &v : vs) s += v.x + v.y;
    return s;
}

__global__ void lists(int *out) {
    int i = threadIdx.x;
    int s = 0;
    for (int x : {1, 2, 3, 4}) s += x * i;
    auto weights = {0.5f, 1.5f, 2.0f};
    float w = 0;
    for (auto x : weights) w += x;
    out[i] = s + sum({i, 2 * i}) + (int)(w * weights.size()) + std::max({i, 7, 3}) +
             std::min({i, 7, 3}) + (int)manhattan({Vec2{1, 2}, Vec2{(float)i, 4}});
}

int main() {
    int *out;
    cudaMallocManaged(&out, 8 * sizeof(int));
    lists<<<1, 8>>>(out);
    cudaDeviceSynchronize();
    for (int i = 0; i < 8; i++) printf("out[%d] = %d\n", i, out[i]);
    cudaFree(out);
    return 0;
}
