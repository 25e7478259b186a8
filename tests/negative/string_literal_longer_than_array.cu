// A string literal initializes a character array only where the array holds it and its null
// (C's `char s[2] = "ab"` is not C++): locals, braced items, members and device variables.
struct Name {
    char text[2];
};

__device__ char table[3] = "abc";
__device__ Name device_name = {"ab"};

__global__ void kernel(char* out)
{
    char exact[3] = "ab";
    char longer[3] = "abc";
    char braced[2] = {"xy"};
    Name name = {"cd"};
    out[0] = exact[0] + longer[0] + braced[0] + name.text[0] + table[0] + device_name.text[0];
}
