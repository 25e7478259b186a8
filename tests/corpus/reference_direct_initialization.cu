// corpus: references initialized with parentheses take explicit conversion functions that return a reference of the kind declared; an rvalue reference binds a converted temporary or a function
#include <cstdio>

__device__ int counter = 4;

struct Cell {
    __host__ __device__ explicit operator int&() const { return counter; }
};

struct Meter {
    float m;
    __host__ __device__ operator float() const { return m * 100.0f; }
};

__device__ void ping() { printf("ping\n"); }

__global__ void kernel() {
    double half = 2.5;
    int&& truncated(half);          // a temporary int made from the double
    printf("truncated %d\n", truncated);

    void (&&callback)() = ping;     // an rvalue reference binds a function
    callback();

    Cell cell;
    int& direct(cell);              // explicit operator int&() in direct-initialization
    const int& view(cell);
    direct += 3;
    printf("counter %d view %d\n", counter, view);

    Meter meter{1.25f};
    const float& centimeters(meter);  // operator float(): a temporary
    printf("centimeters %.1f\n", centimeters);
}

int main() {
    kernel<<<1, 1>>>();
    cudaDeviceSynchronize();
    return 0;
}
