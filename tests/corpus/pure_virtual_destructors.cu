// corpus: a pure virtual destructor (defined out of line) makes only its own class abstract; derived classes with implicit or declared destructors are complete, and destruction runs through the chain
#include <cstdio>
#include <type_traits>

__device__ int destroyed;

struct Shape {
    __host__ __device__ virtual ~Shape() = 0;
    __host__ __device__ virtual int sides() const { return 0; }
};
__host__ __device__ Shape::~Shape() {
#ifdef __CUDA_ARCH__
    destroyed += 1;
#endif
}
struct Triangle : Shape {
    __host__ __device__ int sides() const override { return 3; }
};
struct Square : Shape {
    __host__ __device__ ~Square() override {
#ifdef __CUDA_ARCH__
        destroyed += 10;
#endif
    }
    __host__ __device__ int sides() const override { return 4; }
};

__global__ void kernel(int* out) {
    {
        Triangle t;
        Square s;
        const Shape& a = t;
        const Shape& b = s;
        out[0] = a.sides() * 10 + b.sides();
    }
    Shape* p = new Square;
    delete p;
    out[1] = destroyed;
    out[2] = std::is_abstract<Shape>::value * 100 + std::is_abstract<Triangle>::value * 10 +
             std::is_abstract<Square>::value;
}

int main() {
    int* out;
    cudaMallocManaged(&out, 3 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    printf("sides = %d, destroyed = %d, abstract = %03d\n", out[0], out[1], out[2]);
    cudaFree(out);
    return 0;
}
