// corpus: the const of an array is its elements' — decltype of a string literal, of a const
// array and of a reference to one, const T with T an array, traits of const arrays, and
// decltype of a pointer to const
#include <cstdio>
#include <type_traits>

template <class T> struct Constness { static constexpr int value = 0; };
template <class T> struct Constness<const T> { static constexpr int value = 1; };

template <class T> __device__ int add_const_to(T) {
    // `T` deduced from an array argument is a pointer; `const T` of the array type itself:
    return std::is_same<const char[3], std::add_const_t<char[3]>>::value;
}

#define SHOW(...) printf("%-52s %d\n", #__VA_ARGS__, (int)(__VA_ARGS__))

__global__ void kernel() {
    const char s[3] = "ab";
    const char (&r)[3] = s;
    const int grid[2][3] = {{1, 2, 3}, {4, 5, 6}};
    const char* p = s;
    char plain[3] = "cd";
    SHOW(std::is_same<decltype("ab"), const char (&)[3]>::value);
    SHOW(std::is_same<decltype(s), const char[3]>::value);
    SHOW(std::is_same<decltype(r), const char (&)[3]>::value);
    SHOW(std::is_same<decltype(grid), const int[2][3]>::value);
    SHOW(std::is_same<decltype(plain), char[3]>::value);
    SHOW(std::is_same<decltype(p), const char*>::value);
    SHOW(std::is_const<decltype(s)>::value);
    SHOW(std::is_const<decltype(plain)>::value);
    SHOW(std::is_same<std::remove_const_t<const int[2]>, int[2]>::value);
    SHOW(std::is_same<std::remove_const_t<decltype(grid)>, int[2][3]>::value);
    SHOW(std::is_same<std::remove_extent_t<decltype(s)>, const char>::value);
    SHOW(std::is_same<std::decay_t<decltype(s)>, const char*>::value);
    SHOW(Constness<decltype(s)>::value + Constness<decltype(plain)>::value);
    SHOW(add_const_to(plain));
    printf("%c%c %d\n", r[0], s[1], grid[1][2]);
}

int main() {
    kernel<<<1, 1>>>();
    cudaDeviceSynchronize();
    return 0;
}
