// Classes whose virtual functions are all device code have the device's layout on the host
// too: the host sizes an array of such objects that a kernel constructs in place, then
// another kernel calls their virtual functions. Virtual functions are declared in the class
// (pure, defined there, or defined outside it, as the ray tracers of the textbooks write
// them), and the virtual destructor is defaulted.
#include <cstdio>
#include <new>

class Shape {
public:
    __device__ Shape(float s) : scale(s) {}
    __device__ virtual ~Shape() = default;
    __device__ virtual float area() const = 0;
    __device__ virtual int sides() const { return 0; }
    float scale;
};

class Square : public Shape {
public:
    __device__ Square(float s) : Shape(s) {}
    __device__ float area() const override;
    __device__ virtual int sides() const { return 4; }
};

__device__ float Square::area() const { return scale * scale; }

class Triangle : public Shape {
public:
    __device__ Triangle(float s, float h) : Shape(s), height(h) {}
    __device__ virtual float area() const;
    __device__ int sides() const final { return 3; }
    float height;
};

__device__ float Triangle::area() const { return 0.5f * scale * height; }

union Slot {
    char square[sizeof(Square)];
    char triangle[sizeof(Triangle)];
};

__global__ void build(Slot* slots, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    if (i % 2 == 0)
        new (slots[i].square) Square(1.0f + i);
    else
        new (slots[i].triangle) Triangle(2.0f, 1.0f + i);
}

__global__ void measure(Slot* slots, float* area, int* sides, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    const Shape* s = reinterpret_cast<const Shape*>(&slots[i]);
    area[i] = s->area();
    sides[i] = s->sides();
}

int main() {
    const int n = 6;
    printf("sizes on the host: Shape %zu, Square %zu, Triangle %zu, Slot %zu\n", sizeof(Shape),
           sizeof(Square), sizeof(Triangle), sizeof(Slot));
    Slot* slots;
    float* area;
    int* sides;
    cudaMalloc(&slots, n * sizeof(Slot));
    cudaMalloc(&area, n * sizeof(float));
    cudaMalloc(&sides, n * sizeof(int));
    build<<<1, n>>>(slots, n);
    measure<<<1, n>>>(slots, area, sides, n);
    float ha[n];
    int hs[n];
    cudaMemcpy(ha, area, sizeof ha, cudaMemcpyDeviceToHost);
    cudaMemcpy(hs, sides, sizeof hs, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; ++i)
        printf("shape %d: %d sides, area %g\n", i, hs[i], ha[i]);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
